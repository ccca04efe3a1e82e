import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * For the tests that hold the kit's own components to Mantine's markup (primitives, buttons, the checkbox): an element
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
