/**
 * First-load budgets: the JavaScript and CSS (gzip) a fresh browser may download to show each type of page.
 * budgets.json beside this file is the one list of the measured pages and their budgets; `npm run bench:size`
 * measures them and fails over a budget, and the browser test e2e/size-budgets.e2e.ts does the same in CI.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGETS_FILE = join(import.meta.dirname, 'budgets.json');

export interface PageBudget {
  /** What kind of page this stands for (home, news list, article…), named in every message. */
  type: string;
  /** The address measured, with its locale prefix. */
  path: string;
  /** First-load JavaScript, gzip KB (1 KB = 1024 bytes). */
  js: number;
  /** First-load CSS, gzip KB. */
  css: number;
}

export interface Budgets {
  /** The margin over the measured figure each budget was set with, in KB (said in every message). */
  marginKB: number;
  pages: PageBudget[];
}

/** A page's measured first load, gzip bytes. */
export interface FirstLoad {
  path: string;
  js: number;
  css: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function parseBudgets(text: string, source = BUDGETS_FILE): Budgets {
  const data = JSON.parse(text) as Partial<Budgets>;
  const problems: string[] = [];
  if (typeof data.marginKB !== 'number' || data.marginKB < 0) problems.push('"marginKB" must be a number of KB, 0 or more');
  if (!Array.isArray(data.pages) || data.pages.length === 0) problems.push('"pages" must list at least one page');
  const seen = new Set<string>();
  for (const page of data.pages ?? []) {
    const name = page?.path ?? JSON.stringify(page);
    if (typeof page?.type !== 'string' || !page.type) problems.push(`${name}: "type" must name the kind of page`);
    if (typeof page?.path !== 'string' || !page.path.startsWith('/')) problems.push(`${name}: "path" must start with /`);
    for (const key of ['js', 'css'] as const)
      if (typeof page?.[key] !== 'number' || !(page[key] > 0)) problems.push(`${name}: "${key}" must be a positive number of KB`);
    if (seen.has(page?.path)) problems.push(`${name} is listed twice`);
    seen.add(page?.path);
  }
  if (problems.length) throw new Error(`${source} is not valid:\n  ${problems.join('\n  ')}`);
  return data as Budgets;
}

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return parseBudgets(readFileSync(file, 'utf8'), file);
}

/**
 * One message per figure over its budget (none when every page is within), naming the page, the figure, the
 * budget and the file to change. A page with no measurement is a failure too: a budget nobody checks is none.
 */
export function overBudget(budgets: Budgets, measured: FirstLoad[], source = 'ops/bench/budgets.json'): string[] {
  const messages: string[] = [];
  for (const budget of budgets.pages) {
    const figures = measured.find((m) => m.path === budget.path);
    if (!figures) {
      messages.push(`${budget.type} (${budget.path}) was not measured`);
      continue;
    }
    for (const [key, label] of [
      ['js', 'JavaScript'],
      ['css', 'CSS'],
    ] as const) {
      const limit = budget[key] * 1024;
      if (figures[key] > limit)
        messages.push(
          `${budget.type} (${budget.path}): first-load ${label} is ${kb(figures[key])} gzip, over its budget of ` +
            `${kb(limit)} by ${kb(figures[key] - limit)}`,
        );
    }
  }
  if (messages.length)
    messages.push(
      `Make the page lighter (docs/performance.md says how), or, if the growth is worth it, raise the budget in ${source} ` +
        `(figure + ${budgets.marginKB} KB) and say why in the commit.`,
    );
  return messages;
}
