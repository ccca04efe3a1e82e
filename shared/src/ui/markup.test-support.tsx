import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * For the tests that hold the kit's own components to Mantine's markup (buttons, the checkbox) or props (primitives,
 * below): an element
 * rendered on its own, or in the site's Mantine provider as the pages rendered Mantine's components, read back as a
 * tree to compare.
 */

/** An element tree as names, attributes (sorted by name; class and style as written) and text: markup, whatever the attributes' order. */
function tree(node: Element): unknown {
  return {
    tag: node.tagName,
    attributes: [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b)),
    children: [...node.childNodes].map((child) => (child.nodeType === 1 ? tree(child as Element) : child.textContent)),
  };
}

const parsed = (html: string) => tree(new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!);

/** The element's markup, rendered on its own. */
export const markupOf = (element: ReactNode) => parsed(renderToStaticMarkup(element));

/** The element's markup in the site's provider (Mantine's components need it). */
export const markupInProvider = (element: ReactNode) =>
  parsed(
    renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
        {element}
      </MantineProvider>,
    ),
  );

/** The element's server markup hydrates without a mismatch, an error or a change to the markup. */
export async function expectCleanHydration(element: ReactNode): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const before = container.innerHTML;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = vi.fn();
  const root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  try {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
  } finally {
    errors.mockRestore();
    root.unmount();
  }
}

/*
 * For the components that draw themselves with the kit's own stylesheet (decision 0032): their props are Mantine's,
 * so the same props must give the same element, attributes, public classes (`mantine-Text-root`, the caller's),
 * custom properties and inline style as Mantine's component. What only a stylesheet reads is left out of the
 * comparison: Mantine's generated classes, the kit's own classes, and the attributes Mantine's stylesheet
 * alone needs. How they look is the screenshot test's (e2e/kit-gallery.e2e.ts).
 */
// The kit's own classes (primitives.css) start with `kit-`.
const OWN_CLASS = /^kit-/;
const GENERATED_CLASS = /^m_[0-9a-f]+$/;
const STYLESHEET_ONLY = new Set(['data-strategy', 'data-orientation', 'data-first-section', 'data-last-section']);
// The line clamp's custom property has one name in the kit's stylesheet, for Text and Title alike.
const renamed = (style: string) => style.replace(/--(text|title)-line-clamp/g, '--line-clamp');

type Tree = { tag: string; attributes: (readonly [string, string])[]; children: unknown[] };

export function apiShape(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const { tag, attributes, children } = node as Tree;
  return {
    tag,
    attributes: attributes
      .filter(([name]) => !STYLESHEET_ONLY.has(name))
      .map(([name, value]) => {
        if (name === 'style') return [name, renamed(value)] as const;
        if (name !== 'class') return [name, value] as const;
        const kept = value.split(' ').filter((token) => token && !GENERATED_CLASS.test(token) && !OWN_CLASS.test(token));
        return [name, kept.sort().join(' ')] as const;
      })
      .filter(([name, value]) => name !== 'class' || value !== ''),
    children: children.map(apiShape),
  };
}

/** The kit component's markup as its props make it (see apiShape). */
export const apiOf = (element: ReactNode) => apiShape(markupOf(element));

/** Mantine's component's markup in the site's provider, as its props make it (see apiShape). */
export const apiInProvider = (element: ReactNode) => apiShape(markupInProvider(element));
