import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, withBuildLock } from './build.ts';

const out = mkdtempSync(join(tmpdir(), 'reproducible-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every file of a build with the hash of its bytes, so a difference names the file. */
function files(dir: string): Record<string, string> {
  const list = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    list
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

/**
 * The same sources give byte-identical output, so publishing can tell an unchanged build from a new one (a no-op
 * deploy, no spurious `-local` versions on `npm start`). Built twice into two other folders: the apps' dist/ stay as
 * they are for publishing, and the output does not depend on where it is written.
 *
 * The shell and one section, not all six apps (5 to 20 s here, by the machine's load): every app is configured by the
 * same createAppConfig; the shell adds the host-only plugins (start-up preload list, index.html), and news has the
 * most exposed modules (three), which is where the federation plugin's relation lists varied between builds (in
 * about half of the builds: news is built four times, a couple of seconds each, so a regression shows reliably).
 */
describe('reproducible builds', () => {
  it.each([
    ['mfe-news', 4],
    ['shell', 2],
  ] as const)('%s: %i builds of the same sources are byte-identical', { timeout: 240_000 }, (app, times) => {
    const outputs = Array.from({ length: times }, (_, index) => join(out, `${app}-${index}`));
    withBuildLock(() => outputs.forEach((output) => buildApp(app, {}, output)));
    const first = files(outputs[0]!);
    expect(Object.keys(first)).toContain('mf-stats.json');
    expect(Object.keys(first).length).toBeGreaterThan(5);
    for (const output of outputs.slice(1)) expect(files(output)).toEqual(first);
  });
});
