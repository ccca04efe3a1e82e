import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR, ROOT } from './support/paths.ts';

/**
 * Issue 15's promise, end to end: in a scratch copy of the repository, the news team adds /news/archive and the
 * home team links to it by name; each deploys its own section alone. The shell and the kit are never built:
 * the link resolves through the route table the news build published into the registry.
 */

type RegistryEntry = { version: string; entry: string; routes?: Record<string, string> };
type Registry = { remotes: Record<string, { current: RegistryEntry; previous?: RegistryEntry | null }> };

const SCRATCH = resolve(ROOT, E2E_DIR, 'scratch-new-page');
const deployDir = () => resolve(ROOT, inject('deployDir'));
const registry = (): Registry => JSON.parse(readFileSync(join(deployDir(), 'remotes.json'), 'utf8')) as Registry;

function run(command: string[], cwd = SCRATCH): { ok: boolean; output: string } {
  const [bin, ...args] = command;
  const result = spawnSync(bin!, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: deployDir(), NODE_ENV: 'production' },
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

const tsx = (script: string, ...args: string[]) => [
  process.execPath,
  join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
  script,
  ...args,
];
const tsc = (project: string) => [process.execPath, join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project];

function edit(file: string, change: (text: string) => string): void {
  const path = join(SCRATCH, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the edit found nothing to change`);
  writeFileSync(path, after);
}

function write(file: string, text: string): void {
  mkdirSync(dirname(join(SCRATCH, file)), { recursive: true });
  writeFileSync(join(SCRATCH, file), text);
}

/** The repository as committed plus the working tree's changes: every tracked (and new, unignored) file. */
function copyRepository(): void {
  rmSync(SCRATCH, { recursive: true, force: true });
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(SCRATCH, file)), { recursive: true });
    cpSync(join(ROOT, file), join(SCRATCH, file));
  }
  // Installed packages are shared (the kit resolves to the one the running shell was built from).
  symlinkSync(join(ROOT, 'node_modules'), join(SCRATCH, 'node_modules'), 'dir');
}

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of ['index.html', 'mf-manifest.json', 'boot-assets.json']) {
    const path = join(dir, file);
    if (existsSync(path)) hash.update(`${file}:${statSync(path).mtimeMs}:`).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const PAGE = `import { PageFrame, useTranslation } from '@tax/shared';

/** \`/news/archive\`: the news by year. */
export default function NewsArchivePage() {
  const { t } = useTranslation('news');
  return (
    <PageFrame title={t('pages.news-archive.title')} description={t('pages.news-archive.description')}>
      <p data-testid="archive">{t('pages.news-archive.intro')}</p>
    </PageFrame>
  );
}
`;

const LOADER = `import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { newsListQueryOptions } from '../features/news/api/get-news-list.ts';
import { parseListParams } from '../features/news/hooks/list-params.ts';

/** \`/news/archive\`: the first page of the list. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [newsListQueryOptions(args.locale, parseListParams(new URLSearchParams()))] });
`;

const ENTRY = `    {
      name: 'news-archive',
      path: '/news/archive',
      parents: ['news'],
      loader: () => import('../pages/NewsArchivePage.loader.ts'),
      load: () => import('../pages/NewsArchivePage.tsx'),
    },
  ],
});`;

const TITLES = { uz: 'Yangiliklar arxivi', ru: 'Архив новостей', en: 'News archive' } as const;

describe('a new page in one section, linked from another, with no shell or kit build', () => {
  let session: Session | undefined;
  const restore: string[] = [];

  afterAll(async () => {
    await session?.close();
    // Leave the site as the other browser tests expect it: each section back on the version it had.
    for (const section of restore) run(tsx(join(ROOT, 'ops', 'release', 'rollback.ts'), section), ROOT);
    rmSync(SCRATCH, { recursive: true, force: true });
  });

  it('news adds /news/archive and deploys alone; home links to it by name; the shell and the kit stay as they were', async () => {
    copyRepository();
    const shellBefore = fingerprint(join(deployDir(), 'shell'));
    const kitVersion = (JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version;

    // The news team: a page, its loader, its entry in routes.ts, its strings.
    write('mfe-news/src/pages/NewsArchivePage.tsx', PAGE);
    write('mfe-news/src/pages/NewsArchivePage.loader.ts', LOADER);
    edit('mfe-news/src/expose/routes.ts', (text) => text.replace(/\n {2}\],\n\}\);/, `\n${ENTRY}`));
    for (const locale of ['uz', 'ru', 'en'] as const) {
      edit(`mfe-news/src/locales/${locale}.json`, (text) => {
        const strings = JSON.parse(text) as { pages: Record<string, unknown> };
        strings.pages['news-archive'] = { title: TITLES[locale], description: TITLES[locale], intro: TITLES[locale] };
        return `${JSON.stringify(strings, null, 2)}\n`;
      });
    }

    // The home team: a typed link to it, checked against the news section's routes.
    edit('mfe-home/src/pages/SearchPage.tsx', (text) =>
      (text.includes('  LocalizedLink,\n') ? text : text.replace('  PageFrame,\n', '  LocalizedLink,\n  PageFrame,\n')).replace(
        /\n( *)<form /,
        '\n$1<LocalizedLink to="news-archive" data-testid="archive-link">archive</LocalizedLink>\n$1<form ',
      ),
    );
    // (an edit that found nothing to change would make the rest prove nothing)
    expect(readFileSync(join(SCRATCH, 'mfe-home/src/pages/SearchPage.tsx'), 'utf8')).toContain('data-testid="archive-link"');
    const routes = run(tsx('ops/build/routes.ts'));
    // One page more than the sections have in the checkout.
    const pagesNow = Object.values(JSON.parse(readFileSync(join(ROOT, 'site-routes.gen.json'), 'utf8')) as Record<string, object>).reduce(
      (n, section) => n + Object.keys(section).length,
      0,
    );
    expect(routes.output).toContain(`${pagesNow + 1} pages`);
    const typed = run(tsc('mfe-home'));
    expect(typed.output.trim(), 'home typechecks against the new page').toBe('');

    // The same link fails the typecheck while the page does not exist.
    const withoutPage = readFileSync(join(SCRATCH, 'mfe-news/src/expose/routes.ts'), 'utf8');
    edit('mfe-news/src/expose/routes.ts', (text) => text.replace("name: 'news-archive'", "name: 'news-archive-gone'"));
    run(tsx('ops/build/routes.ts'));
    const broken = run(tsc('mfe-home'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toMatch(/SearchPage\.tsx.*"news-archive"/);
    writeFileSync(join(SCRATCH, 'mfe-news/src/expose/routes.ts'), withoutPage);
    run(tsx('ops/build/routes.ts'));

    // Deploy news alone: its build publishes its route table into the registry.
    const before = registry();
    const newsVersion = `1.0.1-archive.${Date.now()}`;
    const news = run(tsx('ops/release/deploy.ts', 'news', '--version', newsVersion));
    expect(news.ok, news.output).toBe(true);
    restore.push('news');
    const afterNews = registry();
    expect(afterNews.remotes.news?.current.version).toBe(newsVersion);
    expect(afterNews.remotes.news?.current.routes?.['news-archive']).toBe('/news/archive');
    for (const name of ['home', 'about', 'services', 'personal']) expect(afterNews.remotes[name]).toEqual(before.remotes[name]);

    // The new page is live in three languages at once.
    session = await openSession();
    const { page } = session;
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const response = await page.goto(`${locale === 'uz' ? '' : `/${locale}`}/news/archive`);
      expect(response?.status()).toBe(200);
      await pageReady(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLES[locale]);
    }

    // Deploy home alone, with its link.
    const homeVersion = `1.0.1-archive.${Date.now()}`;
    const home = run(tsx('ops/release/deploy.ts', 'home', '--version', homeVersion));
    expect(home.ok, home.output).toBe(true);
    restore.push('home');

    // A visitor on home's search page follows the link: the href came from the registry's news table.
    await page.goto('/en/search');
    await pageReady(page);
    const link = page.getByTestId('archive-link');
    expect(await link.getAttribute('href')).toBe('/en/news/archive');
    await link.click();
    await page.waitForURL('**/en/news/archive');
    await expect.poll(() => page.getByTestId('archive').textContent()).toBe(TITLES.en);
    expect(await page.locator('article[data-section]').getAttribute('data-section-version')).toBe(newsVersion);

    // Nothing else was built or changed: the shell's files, the kit's version, the other sections' entries.
    expect(fingerprint(join(deployDir(), 'shell'))).toBe(shellBefore);
    expect((JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version).toBe(kitVersion);
    for (const name of ['about', 'services', 'personal']) expect(registry().remotes[name]).toEqual(before.remotes[name]);
  }, 600_000);
});
