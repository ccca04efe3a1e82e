/** `npm start` is the production site: it runs with NODE_ENV=production unless the caller chose otherwise. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'start-env-'));
const script = join(dir, 'print-env.mjs');
writeFileSync(script, 'console.log(`NODE_ENV=${process.env.NODE_ENV}`);\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (env: Record<string, string | undefined>) => {
  const { NODE_ENV: _unset, ...rest } = process.env;
  return spawnSync(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
    cwd: ROOT,
    env: { ...rest, SITE_SCRIPT: script, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
};

describe('npm start', () => {
  it('runs the site with NODE_ENV=production by default', () => {
    const r = start({});
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('NODE_ENV=production');
  });

  it('keeps a NODE_ENV the caller set', () => {
    expect(start({ NODE_ENV: 'test' }).stdout).toContain('NODE_ENV=test');
  });
});
