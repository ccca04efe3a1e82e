/**
 * Issue 14, item 1, on every route: no visible text may be drawn in (or near) its own background colour. axe only
 * says "needs review" when it cannot tell, and passed text at 1:1; this check computes the contrast in the browser
 * from the colours on screen: each text's colour, with the opacity of its ancestors, against the opaque background
 * behind it. 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Over a picture or a gradient the background
 * is not one colour: the text must then read over both white and black seen through whatever lies between
 * (a scrim), so it reads over any picture.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

interface Finding {
  text: string;
  ratio: number;
  needed: number;
  where: string;
}

/** Runs in the page: every visible text's contrast with what is behind it. */
const MEASURE = `(() => {
  const parse = (value) => { const m = value.match(/rgba?\\(([^)]+)\\)/); if (!m) return [0, 0, 0, 0]; const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p[3] ?? 1]; };
  const over = (top, bottom) => { const a = top[3]; return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1); };
  const lum = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const path = (el) => { const parts = []; for (let n = el; n && n !== document.body && parts.length < 4; n = n.parentElement) parts.unshift(n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.getAttribute('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '')); return parts.join(' > '); };
  const seen = new Set();
  const findings = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const element = node.parentElement;
    if (!text || !element || seen.has(element)) continue;
    seen.add(element);
    if (element.closest('script, style, noscript, template, [hidden], option, title')) continue;
    // WCAG 1.4.3 exempts inactive controls.
    if (element.closest(':disabled, [aria-disabled="true"]')) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'none') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    // Zero-size and visually hidden (1 px, clipped) text is for screen readers only.
    const own = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || own.width < 2 || own.height < 2) continue;
    let alpha = 1;
    const layers = [];
    let image = false;
    let bases = [[255, 255, 255, 1]];
    for (let n = element; n; n = n.parentElement) {
      const s = getComputedStyle(n);
      alpha *= Number(s.opacity);
      const bg = parse(s.backgroundColor);
      if (s.backgroundImage !== 'none') {
        // A gradient: the text must read over each of its colours. A picture: over white and over black.
        // Gradients' colours: each opaque stop, and each see-through stop over each opaque one (a highlight).
        const colours = s.backgroundImage.includes('url(') ? [] : [...s.backgroundImage.matchAll(/rgba?\\([^)]+\\)/g)].map((m) => parse(m[0]));
        const solid = colours.filter((c) => c[3] >= 1);
        const stops = solid.concat(colours.filter((c) => c[3] > 0 && c[3] < 1).flatMap((c) => solid.map((o) => over(c, o))));
        image = true;
        bases = stops.length ? stops : [[255, 255, 255, 1], [0, 0, 0, 1]];
        break;
      }
      layers.push(bg);
      if (bg[3] >= 1) break;
    }
    if (alpha < 0.05) continue;
    const colour = parse(style.color);
    let ratio = Infinity;
    for (const base of bases) {
      let behind = base;
      for (const layer of [...layers].reverse()) behind = over(layer, behind);
      const textColour = over([colour[0], colour[1], colour[2], colour[3] * alpha], behind);
      const [hi, lo] = [lum(textColour), lum(behind)].sort((x, y) => y - x);
      ratio = Math.min(ratio, Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100);
    }
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    if (ratio < needed) findings.push({ text: text.slice(0, 50), ratio, needed, where: path(element) + (image ? ' (over a picture)' : '') });
  }
  return findings;
})()`;

/** Every page of the site (site-routes.gen.json), each route's parameters filled with real content. */
function routes(): string[] {
  const table = JSON.parse(readFileSync(join(ROOT, 'site-routes.gen.json'), 'utf8')) as Record<string, Record<string, string>>;
  return Object.values(table).flatMap((section) => Object.values(section));
}

describe.each([375, 1280])('contrast of every visible text at %i px', (width) => {
  let session: Session;
  const params: Record<string, string> = {};
  beforeAll(async () => {
    session = await openSession({ width, height: 900 });
    const first = async (url: string) =>
      ((await (await fetch(`${baseURL()}${url}`)).json()) as { items: { slug: string }[] }).items[0]!.slug;
    params['/staff/:slug'] = await first('/api/staff');
    params['/vacancy/:slug'] = await first('/api/vacancies?status=open');
    params['/services/:slug'] = await first('/api/services?category=individual');
    params['/news/:slug'] = await first('/api/news?pageSize=1');
    params['/personal/product/:slug'] = await first('/api/personal-products');
  });
  afterAll(async () => session.close());

  // The languages take turns, so every language is seen at every width; the error page too.
  const pages = [...routes(), '/no-such-page'];
  const prefixes = ['', '/ru', '/en'];
  it.each(pages.map((route, i) => [route, prefixes[(i + (width === 375 ? 1 : 0)) % 3]!]))('%s (prefix "%s")', async (route, prefix) => {
    const path = route.includes(':slug') ? route.replace(':slug', params[route]!) : route;
    await session.page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
    await pageReady(session.page);
    // The parts below the first screen arrive after the first paint.
    await session.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await session.page.waitForTimeout(150);
    const findings = (await session.page.evaluate(MEASURE)) as Finding[];
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    // Links take the site's colours, never the browser's own blue or visited purple (a prose link, an address).
    const browserColoured = await session.page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(a).color))
        .map((a) => a.textContent?.trim().slice(0, 40)),
    );
    expect(browserColoured).toEqual([]);
    // No text runs out of its box: "148 000 000+" in a card half a phone wide was drawn over the card's edge.
    const overflowing = await session.page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          if (!(element instanceof HTMLElement) || element.closest('[aria-hidden="true"]')) return false;
          const style = getComputedStyle(element);
          if (style.display === 'none' || style.visibility === 'hidden' || style.overflowX !== 'visible') return false;
          if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
          return element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
        })
        .map(
          (element) =>
            `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth} px`,
        ),
    );
    expect(overflowing).toEqual([]);
  });
});
