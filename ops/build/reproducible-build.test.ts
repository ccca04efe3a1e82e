import { createHash } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  type Dirent,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../rspack/compile-hint-plugin.ts';
import { buildApp, withBuildLock } from './build.ts';
import { ROOT } from '../lib/paths.ts';

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

/** What a checkout holds besides its sources: build output, deployments, data, test output. */
const SKIP = /^(\.git|dist|deploy|\.data|\.e2e-tmp.*|coverage|test-results|uploads)$/;

/**
 * The repository again, in another folder: sources copied, node_modules hard-linked (a second or two, not a second
 * install; a copy where links cannot be made), symbolic links (the workspaces in node_modules/@tax) made again.
 */
function copyCheckout(from: string, to: string, linked = false): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true }) as Dirent[]) {
    if (!linked && SKIP.test(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) copyCheckout(source, target, linked || entry.name === 'node_modules');
    else if (!linked) copyFileSync(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The same sources give byte-identical output, so publishing can tell an unchanged build from a new one (a no-op
 * deploy, no spurious `-local` versions on `npm start`). Built into other folders: the apps' dist/ stay as they are
 * for publishing, and the output does not depend on where it is written. One build of each app is made from a copy
 * of the checkout in another folder: the output does not depend on where the repository lies either (an operator's
 * checkout and CI's, two servers'), which the federation runtime's absolute paths once made it do
 * (rspack/portable-paths-plugin.ts).
 *
 * The shell and one section, not all six apps (5 to 20 s here, by the machine's load): every app is configured by the
 * same createAppConfig; the shell adds the host-only parts (it provides the shared modules, the start-up preload
 * list, index.html), and news has the most exposed modules (three), which is where the federation plugin's relation
 * lists varied between builds (in about half of the builds: news is built four times, a couple of seconds each, so a
 * regression shows reliably).
 */
describe('reproducible builds', () => {
  const elsewhere = join(out, 'another-checkout', 'soliq-site');

  it.each([
    ['mfe-news', 3],
    ['shell', 1],
  ] as const)(
    '%s: %i build(s) here and one from a copy of the checkout elsewhere are byte-identical',
    { timeout: 240_000 },
    (app, times) => {
      const outputs = Array.from({ length: times }, (_, index) => join(out, `${app}-${index}`));
      const fromCopy = join(out, `${app}-elsewhere`);
      withBuildLock(() => {
        outputs.forEach((output) => buildApp(app, {}, output));
        if (!readdirSync(out).includes('another-checkout')) copyCheckout(ROOT, elsewhere);
        buildApp(app, {}, fromCopy, elsewhere);
      });
      const first = files(outputs[0]!);
      expect(Object.keys(first)).toContain('mf-stats.json');
      expect(Object.keys(first).length).toBeGreaterThan(5);
      for (const output of [...outputs.slice(1), fromCopy]) expect(files(output)).toEqual(first);
    },
  );

  // Uses the builds above (decision 0014).
  it("marks the scripts that run whole when they load with V8's compile hint, and only those", () => {
    const hinted = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8').startsWith(COMPILE_HINT);
    const scripts = (dir: string) =>
      readdirSync(join(dir, 'static', 'js'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `static/js/${file}`);

    const shell = join(out, 'shell-0');
    const boot = JSON.parse(readFileSync(join(shell, 'boot-assets.json'), 'utf8')) as {
      files: string[];
      locales: Record<string, string[]>;
    };
    const start = boot.files.filter((file) => file.endsWith('.js'));
    // The entry (with React in it), the kit's first-load file, the start-up's own, and react-dom's client.
    for (const name of [/^static\/js\/main\./, /^static\/js\/first\./, /^static\/js\/boot\./])
      expect(
        start.some((file) => name.test(file)),
        String(name),
      ).toBe(true);
    expect(start.length).toBeGreaterThanOrEqual(4);
    for (const file of start) expect(hinted(shell, file), file).toBe(true);
    // The form kit (its schemas are zod's: zod's classes name themselves, "ZodError") is marked; the strings are not
    // code to compile ahead. Not any file with "zod" in it: the password judge's dictionary has "zodiac" and "sherzod".
    const formKit = scripts(shell).filter((file) => !start.includes(file) && readFileSync(join(shell, file), 'utf8').includes('ZodError'));
    expect(formKit.length).toBeGreaterThan(0);
    for (const file of formKit) expect(hinted(shell, file), file).toBe(true);
    for (const file of boot.locales['en'] ?? []) expect(hinted(shell, file), file).toBe(false);
    // The source map still points at the right line: its first generated line is the hint's, empty.
    const mainMap = JSON.parse(readFileSync(join(shell, `${start[0]}.map`), 'utf8')) as { mappings: string };
    expect(mainMap.mappings.startsWith(';')).toBe(true);

    const news = join(out, 'mfe-news-0');
    expect(hinted(news, 'remoteEntry.js')).toBe(true);
    expect(scripts(news).filter((file) => hinted(news, file))).toEqual([]);
  });

  // Uses the builds above (issue 11, sixth stop: the federation runtime tree-shaken).
  it("bundles the federation runtime's ES modules, so what the site never runs is left out of every first load", () => {
    const sources = (file: string) => (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
    const shell = join(out, 'shell-0');
    const boot = JSON.parse(readFileSync(join(shell, 'boot-assets.json'), 'utf8')) as { files: string[] };
    const shellSources = boot.files.filter((file) => file.endsWith('.js')).flatMap((file) => sources(join(shell, file)));
    const newsSources = sources(join(out, 'mfe-news-0', 'remoteEntry.js'));
    for (const list of [shellSources, newsSources]) {
      const runtime = list.filter((source) => source.includes('@module-federation/'));
      expect(runtime.length).toBeGreaterThan(list === shellSources ? 5 : 2);
      // The bundler runtime's index (0.4 KB) is required by the entry the federation plugin adds itself; the
      // modules it requires are the ES ones.
      const commonJs = runtime.filter((source) => /@module-federation\/(runtime-core|sdk|webpack-bundler-runtime)\/.*\.cjs$/.test(source));
      expect(commonJs.filter((source) => !source.endsWith('webpack-bundler-runtime/dist/index.cjs'))).toEqual([]);
    }
    // The manifest-snapshot plugin and its preloading: the shell reads each section's manifest itself.
    expect(shellSources.filter((source) => /generate-preload-assets|snapshot\/index/.test(source))).toEqual([]);
  });

  // Uses the builds above (docs/decisions/0025).
  it("gives a section's entry the shell's bundler runtime instead of a copy of its own", () => {
    const sources = (file: string) => (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
    const shell = join(out, 'shell-0');
    const boot = JSON.parse(readFileSync(join(shell, 'boot-assets.json'), 'utf8')) as { files: string[] };
    const shellSources = boot.files.filter((file) => file.endsWith('.js')).flatMap((file) => sources(join(shell, file)));
    const bundlerRuntime = (list: string[]) => list.filter((source) => source.includes('@module-federation/webpack-bundler-runtime/'));
    // The shell has the whole of it, and hands it over when its federation instance starts.
    expect(bundlerRuntime(shellSources).some((source) => source.endsWith('/consumes.js'))).toBe(true);
    expect(shellSources.some((source) => source.endsWith('shared/src/federation/bundler-runtime.ts'))).toBe(true);
    // The section's entry keeps only the container start-up the shell's build leaves out, and the stand-in.
    const newsSources = sources(join(out, 'mfe-news-0', 'remoteEntry.js'));
    expect(bundlerRuntime(newsSources).map((source) => source.replace(/^.*webpack-bundler-runtime\//, ''))).toEqual([
      'dist/initContainerEntry.js',
    ]);
    expect(newsSources.some((source) => source.endsWith('shared/src/federation/shell-bundler-runtime.ts'))).toBe(true);
  });
});
