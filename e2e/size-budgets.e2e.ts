import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser.ts';
import { ROOT, chromiumPath } from './support/paths.ts';

/**
 * The first-load budgets enforced in CI: `npm run bench:size -- --check` against the production build the other
 * browser tests use, measuring each page type of ops/bench/budgets.json (a fresh browser at 375 px, idle-time
 * prefetch held back) and failing over a budget.
 */
function checkBudgets(budgetsFile?: string) {
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'bench', 'size.ts'), '--check'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, BENCH_URL: baseURL(), CHROMIUM_PATH: chromiumPath(), ...(budgetsFile ? { BENCH_BUDGETS: budgetsFile } : {}) },
    },
  );
}

describe('first-load budgets', () => {
  it('every page type downloads no more JavaScript and CSS than its budget', { timeout: 5 * 60_000 }, () => {
    const run = checkBudgets();
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Every page is within its first-load budget \(ops\/bench\/budgets\.json\)/);
    expect(run.stdout).toMatch(/^home \/: heading shown after \d+ ms; \d+ requests in all; JS \d+ files \d+\.\d KB gzip/m);
  });

  it('fails, naming the page, its figure and its budget, when a page is over', { timeout: 2 * 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
    try {
      const file = join(dir, 'budgets.json');
      writeFileSync(file, JSON.stringify({ marginKB: 1.5, pages: [{ type: 'home', path: '/', js: 1, css: 500 }] }));
      const run = checkBudgets(file);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toMatch(/home \(\/\): first-load JavaScript is \d+\.\d KB gzip, over its budget of 1\.0 KB by \d+\.\d KB/);
      expect(run.stderr).not.toMatch(/first-load CSS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
