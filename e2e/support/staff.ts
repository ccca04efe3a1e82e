/**
 * Staff accounts for browser tests: `npm run staff` against the running site, an authenticator app computing the
 * codes from the key the enrolment page shows, and the first sign-in steps (e2e/workspace.e2e.ts and
 * e2e/workspace-editorial.e2e.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseURL } from './browser.ts';
import { ROOT } from './paths.ts';

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** A new account with these roles and its one-time password, made through the site server on `port` (the tests' own by default). */
export function createStaff(email: string, name: string, roles: string[], port = Number(new URL(baseURL()).port)): string {
  const result = spawnSync(
    process.execPath,
    [
      tsx,
      join(ROOT, 'api', 'scripts', 'staff.ts'),
      '--email',
      email,
      '--name',
      name,
      ...roles.flatMap((role) => ['--role', role]),
      '--port',
      String(port),
      '--json',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DEPLOY_DIR: inject('deployDir') } },
  );
  if (result.status !== 0) throw new Error(`npm run staff failed:\n${result.stdout}\n${result.stderr}`);
  const answer = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as { password?: string };
  if (!answer.password) throw new Error(`npm run staff gave no password: ${result.stdout}`);
  return answer.password;
}

/** An authenticator app: each code of a time step once, as the API accepts them (the current step or the next). */
export class Authenticator {
  private last = -1;
  constructor(private readonly totp: TOTP) {}
  static fromKey(key: string): Authenticator {
    return new Authenticator(new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }));
  }
  async code(): Promise<string> {
    for (;;) {
      const current = Math.floor(Date.now() / 30_000);
      const step = Math.max(current, this.last + 1);
      if (step <= current + 1) {
        this.last = step;
        return this.totp.generate({ timestamp: step * 30_000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** First sign-in at `path` (a workspace address): password, then enrolment with a code from the key shown as text. */
export async function enrol(page: Page, path: string, email: string, password: string): Promise<Authenticator> {
  await page.goto(path);
  await page.getByTestId('signin-submit').waitFor();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('signin-submit').click();
  const key = (await page.getByTestId('enrol-key').textContent()) ?? '';
  const app = Authenticator.fromKey(key);
  await page.getByTestId('code-input').fill(await app.code());
  await page.getByTestId('enrol-submit').click();
  await page.getByTestId('recovery-codes').waitFor();
  await page.getByTestId('recovery-saved').check();
  await page.getByTestId('recovery-done').click();
  return app;
}
