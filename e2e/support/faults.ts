import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT } from './paths.ts';

/** How a file fails: missing, cut off by the network, half delivered, or delivered slowly. */
export type Fault = '404' | 'aborted' | 'truncated' | 'slow';
export const FAULTS: Fault[] = ['404', 'aborted', 'truncated', 'slow'];
export const SLOW_MS = 10_000;

/** Answers a request with the fault (a "slow" file arrives whole after SLOW_MS). */
export async function applyFault(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case '404':
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    case 'aborted':
      return route.abort('connectionreset');
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return route.continue().catch(() => undefined);
    case 'truncated': {
      const response = await route.fetch();
      const body = await response.body();
      const headers = { ...response.headers() };
      // The body comes decoded: send it plain, and cut (a CDN that delivered half a file with a 200).
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ status: 200, headers, body: body.subarray(0, Math.floor(body.length / 2)) });
    }
  }
}

/** Makes every request the predicate selects fail with the fault while `active()` says so. */
export async function injectFault(page: Page, select: (url: URL) => boolean, fault: Fault, active: () => boolean = () => true) {
  await page.context().route(
    (url) => select(url),
    async (route) => {
      // A request still in flight when its test closes the browser finds its response disposed: nothing to do then
      // (an unhandled rejection would fail the run after every test has passed). During a test, a fault that could
      // not be applied leaves the request unanswered, and the test's own checks fail.
      try {
        if (active()) await applyFault(route, fault);
        else await route.continue();
      } catch {
        // The page or its context is gone.
      }
    },
  );
}

/** Runs an ops script (deploy, rollback) against the test site's deploy folder. */
export function ops(script: string, args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'release', script), ...args],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DEPLOY_DIR: inject('deployDir') } },
  );
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Deploys news twice as two new versions (built from the same sources, each with its own version baked in), so the
 * registry holds two published versions that differ: `previous` intact, `current` the one the faults hit.
 */
export function deployTwoNewsVersions(tag: string): { previous: string; current: string } {
  const stamp = Date.now();
  const previous = `1.0.1-${tag}.${stamp}`;
  const current = `1.0.2-${tag}.${stamp}`;
  ops('deploy.ts', ['news', '--version', previous]);
  ops('deploy.ts', ['news', '--version', current]);
  return { previous, current };
}

/** True for a file of one published version of a section: '/mfe/news/1.0.2-x/…'. */
export const versionFile = (section: string, version: string) => (url: URL) =>
  url.pathname.startsWith(`/mfe/${section}/${encodeURIComponent(version)}/`);
