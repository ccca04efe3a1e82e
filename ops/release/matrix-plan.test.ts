import { describe, expect, it } from 'vitest';
import {
  combinationRegistry,
  concreteRoutes,
  localized,
  planCombinations,
  reportTable,
  serverPageProblems,
  verdict,
  type Outcome,
  type SideBuild,
} from './matrix-plan.ts';

const build = (app: string, key: string): SideBuild => ({ app, key, version: `1.0.0-m${key}`, prefixes: [`/${app}`] });
const side = (keys: Record<string, string>) => new Map(Object.entries(keys).map(([app, key]) => [app, build(app, key)]));

describe('the mixes the matrix serves', () => {
  it('pairs each changed section with the other side’s shell, the rest of the site on the shell’s side', () => {
    const fresh = side({ shell: 's2', news: 'n2', about: 'a2', home: 'h1' });
    const previous = side({ shell: 's1', news: 'n1', about: 'a1', home: 'h1' });
    const { combinations, skipped } = planCombinations(fresh, previous);
    expect(combinations.map((c) => c.id)).toEqual([
      'new shell + prev news',
      'prev shell + new news',
      'new shell + prev about',
      'prev shell + new about',
    ]);
    const [newShell, oldShell] = combinations;
    // The new shell with the previous news, every other section new; the previous shell with the new news, the rest previous.
    expect(newShell!.shell.key).toBe('s2');
    expect(Object.fromEntries(Object.entries(newShell!.sections).map(([n, b]) => [n, b.key]))).toEqual({
      news: 'n1',
      about: 'a2',
      home: 'h1',
    });
    expect(oldShell!.shell.key).toBe('s1');
    expect(Object.fromEntries(Object.entries(oldShell!.sections).map(([n, b]) => [n, b.key]))).toEqual({
      news: 'n2',
      about: 'a1',
      home: 'h1',
    });
    expect(skipped).toEqual([{ app: 'home', reason: 'unchanged since the base' }]);
  });

  it('tries nothing when the shell did not change: each mix would be one side’s whole release', () => {
    const { combinations, skipped } = planCombinations(side({ shell: 's1', news: 'n2' }), side({ shell: 's1', news: 'n1' }));
    expect(combinations).toEqual([]);
    expect(skipped[0]!.reason).toMatch(/shell is unchanged/);
  });

  it('a section the base did not have has no previous version to try', () => {
    const { combinations, skipped } = planCombinations(side({ shell: 's2', workspace: 'w1' }), side({ shell: 's1' }));
    expect(combinations).toEqual([]);
    expect(skipped).toEqual([{ app: 'workspace', reason: 'new section: no previous version' }]);
  });

  it('serves a mix through an ordinary registry document, nothing to fall back to', () => {
    const [mix] = planCombinations(side({ shell: 's2', news: 'n2' }), side({ shell: 's1', news: 'n1' })).combinations;
    const doc = combinationRegistry(mix!, (b) => ({
      routes: { news: '/news', 'news-slug': '/news/:slug' },
      ...(b.key === 'n1' ? {} : {}),
    }));
    expect(doc.remotes['news']).toEqual({
      prefixes: ['/news'],
      current: {
        version: '1.0.0-mn1',
        entry: '/mfe/news/1.0.0-mn1/mf-manifest.json',
        routes: { news: '/news', 'news-slug': '/news/:slug' },
      },
      previous: null,
    });
  });
});

describe('the pages it opens', () => {
  it('takes each pattern with parameters from an example path, and lists those it has none for', () => {
    const table = { news: '/news', 'news-slug': '/news/:slug', 'staff-slug': '/staff/:slug', 'news-video': '/news/video' };
    expect(concreteRoutes(table, ['/ru/news/first', '/news', '/news/first', '/news/first/extra'])).toEqual({
      routes: [
        { name: 'news', path: '/news' },
        { name: 'news-slug', path: '/news/first' },
        { name: 'news-video', path: '/news/video' },
      ],
      untried: ['staff-slug'],
    });
  });

  it('puts paths in each language the site’s way', () => {
    expect([localized('/', 'uz'), localized('/', 'ru'), localized('/en', 'uz'), localized('/news', 'en')]).toEqual([
      '/',
      '/ru',
      '/en',
      '/en/news',
    ]);
  });
});

describe('a server answer', () => {
  const page = (section: string, version: string) =>
    `<main><article class="page" data-section="${section}" data-section-version="${version}" data-build-version="abc"><h1 id="page-title">News</h1></article></main>`;
  const answer = (html: string, status = 200, redirectedTo: string | null = null) => ({
    status,
    html,
    render: 'server; cache=miss',
    redirectedTo,
  });

  it('passes the section’s own render at the mix’s version', () => {
    expect(serverPageProblems(answer(page('news', '1.0.0-ma')), 'news', '1.0.0-ma', false)).toEqual([]);
  });

  it('fails a render by another version, by another section, or none (naming how the server answered)', () => {
    expect(serverPageProblems(answer(page('news', '1.0.0-mb')), 'news', '1.0.0-ma', false)).toEqual([
      'rendered by news 1.0.0-mb, not 1.0.0-ma',
    ]);
    expect(serverPageProblems(answer(page('about', '1.0.0-ma')), 'news', '1.0.0-ma', false)).toEqual(['rendered by about, not news']);
    const fallback = { status: 200, html: '<div id="root"></div>', render: 'client; render-error', redirectedTo: null };
    expect(serverPageProblems(fallback, 'news', '1.0.0-ma', false)).toEqual(['no server-rendered page (client; render-error)']);
  });

  it('fails the error screen a broken render is served as', () => {
    const screen = '<div data-testid="error-screen"><h1 id="page-title">Something went wrong</h1></div>';
    expect(serverPageProblems({ ...answer(screen, 500), render: 'server' }, 'news', '1.0.0-ma', false)).toEqual([
      'status 500',
      'error screen in the server HTML',
      'no server-rendered page (server)',
    ]);
  });

  it('follows a sign-in redirect to whichever section renders it; a private page needs only a clean 200', () => {
    expect(
      serverPageProblems(answer(page('personal', '1.0.0-mp'), 200, '/signin?next=%2Fpersonal%2Frequests'), 'personal', '1.0.0-mp', false),
    ).toEqual([]);
    expect(serverPageProblems(answer(page('personal', '1.0.0-mp'), 200, '/signin'), 'workspace', '1.1.0-mw', false)).toEqual([]);
    expect(serverPageProblems(answer('<div id="root"></div>'), 'workspace', '1.1.0-mw', true)).toEqual([]);
    expect(serverPageProblems(answer('<div data-testid="fatal-error"></div>'), 'workspace', '1.1.0-mw', true)).toEqual([
      'error screen in the server HTML',
    ]);
  });
});

describe('the verdict and the report', () => {
  const plan = planCombinations(side({ shell: 's2', news: 'n2' }), side({ shell: 's1', news: 'n1' }));
  const ok = (combination: string, page: string, check: Outcome['check']): Outcome => ({ combination, page, check, ok: true });

  it('fails on any page a mix the gate lets through breaks', () => {
    const outcomes: Outcome[] = [
      ok('new shell + prev news', '/news', 'server'),
      { combination: 'prev shell + new news', page: '/news', check: 'browser', ok: false, detail: 'uncaught: x is not a function' },
    ];
    expect(verdict(plan, outcomes)).toEqual({
      ok: false,
      problems: ['prev shell + new news /news (browser): uncaught: x is not a function'],
    });
    const table = reportTable(outcomes);
    expect(table).toContain('| prev shell + new news | /news | -      | FAIL    | -          |');
    expect(table).toContain('| new shell + prev news | /news | ok     | -       | -          |');
  });

  it('passes a mix the gate refuses while the other order works (deploy the shell first), not when both are refused', () => {
    const refused: Outcome = {
      combination: 'prev shell + new news',
      page: '(all pages)',
      check: 'gate',
      ok: false,
      refused: true,
      detail: 'kit',
    };
    expect(verdict(plan, [ok('new shell + prev news', '/news', 'server'), refused]).ok).toBe(true);
    expect(reportTable([refused])).toContain('refused by the gate');
    const untried: Outcome = {
      combination: 'new shell + prev news',
      page: 'news-slug (no example path)',
      check: 'server',
      ok: true,
      untried: true,
    };
    expect(reportTable([untried])).toContain('| not tried |');
    const both = verdict(plan, [refused, { ...refused, combination: 'new shell + prev news' }]);
    expect(both.ok).toBe(false);
    expect(both.problems[0]).toMatch(/^news: the gate refuses both mixes/);
  });
});
