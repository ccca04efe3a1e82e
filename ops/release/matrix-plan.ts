/**
 * What the compatibility matrix tries and how it judges (docs/compatibility-matrix.md, decision 0047): from the apps
 * as this change has them ("new") and as the base release had them ("previous"), the mixes a release can produce
 * while it goes out one app at a time — the new shell with one previous section, the previous shell with one new
 * section — each with the deploy gate's verdict; and the report table.
 */
import type { RegistryDocument } from '@tax/shared/server';

/** One app's build on one side, as the matrix needs it. */
export interface SideBuild {
  app: string;
  version: string;
  prefixes: string[];
  key: string;
}

export type Side = 'new' | 'previous';

/** One mix to serve: the shell of one side, section `section` from the other side, every other section as the shell's side. */
export interface Combination {
  id: string;
  shellSide: Side;
  section: string;
  /** The app at every position: the shell and each section. */
  shell: SideBuild;
  sections: Record<string, SideBuild>;
}

export interface Plan {
  combinations: Combination[];
  /** Sections with nothing to try, and why. */
  skipped: { app: string; reason: string }[];
}

/**
 * The mixes worth serving. When the shell or section X is the same build on both sides, both of X's mixes are one
 * side's whole release (the browser tests try the new one; the previous one is what was live): nothing new to learn.
 */
export function planCombinations(fresh: Map<string, SideBuild>, previous: Map<string, SideBuild>): Plan {
  const newShell = fresh.get('shell');
  const oldShell = previous.get('shell');
  if (!newShell) throw new Error('no new shell build');
  const sections = [...fresh.keys()].filter((app) => app !== 'shell');
  const skipped: Plan['skipped'] = [];
  const combinations: Combination[] = [];
  const shellChanged = !!oldShell && oldShell.key !== newShell.key;
  for (const section of sections) {
    const mine = fresh.get(section)!;
    const before = previous.get(section);
    if (!oldShell) skipped.push({ app: section, reason: 'the base has no shell' });
    else if (!before) skipped.push({ app: section, reason: 'new section: no previous version' });
    else if (before.key === mine.key) skipped.push({ app: section, reason: 'unchanged since the base' });
    else if (!shellChanged) skipped.push({ app: section, reason: 'the shell is unchanged: each mix is a whole release' });
    else {
      const side = (which: Side) => (which === 'new' ? fresh : previous);
      for (const shellSide of ['new', 'previous'] as const) {
        const other: Side = shellSide === 'new' ? 'previous' : 'new';
        const all = Object.fromEntries(
          sections.flatMap((name) => {
            const build = name === section ? side(other).get(name) : (side(shellSide).get(name) ?? fresh.get(name));
            return build ? [[name, build] as const] : [];
          }),
        );
        combinations.push({
          id: `${shellSide === 'new' ? 'new' : 'prev'} shell + ${other === 'new' ? 'new' : 'prev'} ${section}`,
          shellSide,
          section,
          shell: shellSide === 'new' ? newShell : oldShell,
          sections: all,
        });
      }
    }
  }
  return { combinations, skipped };
}

/** The registry document that serves a combination: each section at its build, nothing to fall back to. */
export function combinationRegistry(
  combination: Combination,
  routesOf: (build: SideBuild) => { routes?: Record<string, string>; private?: string[] },
): RegistryDocument {
  const remotes: RegistryDocument['remotes'] = {};
  for (const [section, build] of Object.entries(combination.sections)) {
    remotes[section] = {
      prefixes: build.prefixes,
      current: {
        version: build.version,
        entry: `/mfe/${section}/${encodeURIComponent(build.version)}/mf-manifest.json`,
        ...routesOf(build),
      },
      previous: null,
    };
  }
  return { schemaVersion: 1, remotes };
}

/** A route pattern (`/news/:slug`) as a pattern over concrete paths. */
export function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

const LOCALE_PREFIX = { uz: '', ru: '/ru', en: '/en' } as const;
export type Locale = keyof typeof LOCALE_PREFIX;
export const LOCALES = Object.keys(LOCALE_PREFIX) as Locale[];

/** A path in a locale (`/news` in ru is `/ru/news`; the home page `/` is `/ru`). */
export function localized(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/**
 * A section's pages as paths to open, in Uzbek: each pattern without parameters as it is, each with parameters by
 * the first example (a path from the sitemap) it matches; patterns without an example are listed as not tried.
 */
export function concreteRoutes(
  table: Record<string, string>,
  examples: string[],
): { routes: { name: string; path: string }[]; untried: string[] } {
  const routes: { name: string; path: string }[] = [];
  const untried: string[] = [];
  for (const [name, pattern] of Object.entries(table)) {
    if (!/[:*]/.test(pattern)) routes.push({ name, path: pattern });
    else {
      const match = examples.find((path) => patternRegExp(pattern).test(path));
      if (match) routes.push({ name, path: match });
      else untried.push(name);
    }
  }
  return { routes, untried };
}

/** The server's answer for a page, as the matrix judges it (after following one redirect, if there was one). */
export interface ServerAnswer {
  status: number;
  html: string;
  /** The site server's X-Render header (`server; cache=miss`, `client; render-error`, …). */
  render: string | null;
  /** Where the page sent the visitor first (sign-in), or null. */
  redirectedTo: string | null;
}

/**
 * What is wrong with a server answer for a page of `section` at `version` (empty: nothing). A public page must be
 * the section's own server render at exactly that version; a private one (never server-rendered) a 200 without an
 * error screen; a page that redirected must lead to a page that renders, whichever section owns it.
 */
export function serverPageProblems(answer: ServerAnswer, section: string, version: string, isPrivate: boolean): string[] {
  const { status, html, render, redirectedTo } = answer;
  const problems: string[] = [];
  if (status !== 200) problems.push(`status ${status}${redirectedTo ? ` after a redirect to ${redirectedTo}` : ''}`);
  if (/data-testid="(error-screen|fatal-error|not-found)"/.test(html)) problems.push('error screen in the server HTML');
  if (isPrivate) return problems;
  const rendered = /<article[^>]*data-section="([^"]*)"[^>]*data-section-version="([^"]*)"/.exec(html);
  if (!rendered) problems.push(`no server-rendered page${redirectedTo ? ` at ${redirectedTo}` : ''}${render ? ` (${render})` : ''}`);
  else if (!redirectedTo && rendered[1] !== section) problems.push(`rendered by ${rendered[1]}, not ${section}`);
  else if (rendered[1] === section && rendered[2] !== version) problems.push(`rendered by ${section} ${rendered[2]}, not ${version}`);
  return problems;
}

/** One cell of the report: a combination, a page, how it went. */
export interface Outcome {
  combination: string;
  page: string;
  check: 'gate' | 'server' | 'browser' | 'navigation';
  ok: boolean;
  /** What failed (or, for a refused mix, what the gate said). */
  detail?: string;
  /** A mix the deploy gate refuses: not served; the gate keeps it from ever going live. */
  refused?: boolean;
  /** A page with parameters the sitemap gave no example of: listed, not opened. */
  untried?: boolean;
}

/**
 * The verdict: every mix the gate lets through must render; a mix it refuses is fine only while the other order
 * is possible (a section the new shell refuses to run beside must itself be deployable into the previous shell first).
 */
export function verdict(plan: Plan, outcomes: Outcome[]): { ok: boolean; problems: string[] } {
  const problems = outcomes
    .filter((o) => !o.ok && !o.refused)
    .map((o) => `${o.combination} ${o.page} (${o.check}): ${o.detail ?? 'failed'}`);
  const refused = new Set(outcomes.filter((o) => o.refused).map((o) => o.combination));
  for (const section of new Set(plan.combinations.map((c) => c.section))) {
    const ids = plan.combinations.filter((c) => c.section === section).map((c) => c.id);
    if (ids.length > 0 && ids.every((id) => refused.has(id)))
      problems.push(`${section}: the gate refuses both mixes, so no order of deploys takes the site from the base to this change`);
  }
  return { ok: problems.length === 0, problems };
}

/** The report: one row per combination and page, one column per check (ok, FAIL, refused, or - when not run). */
export function reportTable(outcomes: Outcome[]): string {
  const rows = new Map<string, Map<Outcome['check'], Outcome>>();
  for (const outcome of outcomes) {
    const key = `${outcome.combination}\t${outcome.page}`;
    if (!rows.has(key)) rows.set(key, new Map());
    rows.get(key)!.set(outcome.check, outcome);
  }
  const checks: Outcome['check'][] = ['server', 'browser', 'navigation'];
  const cell = (o: Outcome | undefined) => (!o ? '-' : o.refused ? 'refused' : o.untried ? 'not tried' : o.ok ? 'ok' : 'FAIL');
  const header = ['combination', 'page', ...checks];
  const body = [...rows].map(([key, byCheck]) => {
    const [combination = '', page = ''] = key.split('\t');
    const gate = byCheck.get('gate');
    if (gate) return [combination, page, gate.refused ? 'refused by the gate' : cell(gate), '', ''];
    return [combination, page, ...checks.map((check) => cell(byCheck.get(check)))];
  });
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...body.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
