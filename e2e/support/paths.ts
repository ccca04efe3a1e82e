import { execSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the browser tests keep their deploy folder and database (E2E_TMP lets two runs live side by side). */
export const E2E_DIR = process.env.E2E_TMP ?? join(ROOT, '.e2e-tmp');

/** Debian's chromium, from CHROMIUM_PATH or the PATH. Throws (the tests fail) when there is none. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim().split('\n')[0]!;
  } catch {
    throw new Error("No chromium on the PATH: install Debian's chromium (apt-get install -y chromium). Browser tests never skip.");
  }
}
