import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page against WCAG 2.2 A and AA; returns the violations (needs a session with bypassCSP). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Judge colours as the visitor finally sees them, not half-way through a fade-in (animate-on-scroll reveals
  // are staggered up to 3000 ms): wait for every finite animation and transition to end. Spinners loop forever
  // and are not waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // Judge the page laid out as the visitor finally meets it: a long page's blocks below the first screen are laid out
  // in idle time after it becomes ready (the kit's deferLayout); before that their boxes are placeholders, and axe's
  // target-size rule measured a phone link in one as too small.
  await page.waitForFunction(
    () => document.documentElement.dataset.layout === 'all' || !document.querySelector('[data-defer-layout]:not([data-laid-out])'),
    undefined,
    { timeout: 10_000 },
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}
