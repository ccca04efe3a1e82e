/**
 * Mantine's stylesheets without their dark colour scheme (docs/decisions/0026). The site is drawn in the light scheme
 * only: the kit's theme provider fixes it and every page's root element says `data-mantine-color-scheme="light"`, which
 * nothing changes. Mantine's component stylesheets and its default variables also carry the dark scheme's rules (a
 * selector that requires `[data-mantine-color-scheme=dark]`): 13 KB of the 115 KB stylesheet every page waits for
 * before its first paint, which the browser also matches against every element it styles. Such a selector is left
 * out of its rule's list, and a rule with none left is left out; everything else is as Mantine wrote it.
 *
 * Parsed with lightningcss (the CSS parser rspack's own minimiser is built on), not matched by pattern.
 */
const { transform } = require('lightningcss');

const DARK = 'dark';

/** An attribute selector that holds only in the dark scheme. */
function isDarkAttribute(component) {
  return (
    component.type === 'attribute' &&
    component.name === 'data-mantine-color-scheme' &&
    component.operation?.operator === 'equal' &&
    component.operation.value === DARK
  );
}

/** A selector (a list of components) that can only match in the dark scheme. */
function requiresDark(selector) {
  return selector.some((component) => {
    if (isDarkAttribute(component)) return true;
    if (component.type !== 'pseudo-class' || !['where', 'is', 'host'].includes(component.kind) || !component.selectors) return false;
    // `:where(a, b)` holds a list of selectors; `:host(a)` one selector.
    const list = Array.isArray(component.selectors[0]) ? component.selectors : [component.selectors];
    return list.length > 0 && list.every(requiresDark);
  });
}

function lightSchemeOnly(source) {
  const { code } = transform({
    filename: this.resourcePath,
    code: Buffer.from(source),
    visitor: {
      Rule: {
        style(rule) {
          const kept = rule.value.selectors.filter((selector) => !requiresDark(selector));
          if (kept.length === rule.value.selectors.length) return undefined; // unchanged: lightningcss keeps its own
          if (kept.length === 0) return [];
          rule.value.selectors = kept;
          return rule;
        },
      },
    },
  });
  return code.toString();
}

module.exports = lightSchemeOnly;
