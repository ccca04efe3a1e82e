/**
 * The site's page addresses as path patterns (`/news/:slug`), to check the internal links editors write. They come
 * from each section's `src/expose/routes.ts`, the single truth of its pages (ops/build/route-table.ts reads the same
 * files for the registry); the host may pass the live table instead (ApiPluginOptions.sitePaths).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the nearest folder up from here (or the working folder) holding the sections. */
function repositoryRoot(): string | null {
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    let dir = start;
    for (let i = 0; i < 8; i += 1) {
      if (existsSync(join(dir, 'package.json')) && readdirSync(dir).some((name) => name.startsWith('mfe-'))) return dir;
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return null;
}

/** Every section's declared page patterns; the root page is always one. */
export function declaredSitePaths(root = repositoryRoot()): string[] {
  const paths = new Set<string>(['/']);
  if (!root) return [...paths];
  for (const name of readdirSync(root)) {
    const file = join(root, name, 'src', 'expose', 'routes.ts');
    if (!name.startsWith('mfe-') || !existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bpath:\s*'(\/[^']*)'/g)) paths.add(match[1]!);
  }
  return [...paths];
}

/** Whether a site path (no locale prefix, no query) is one of the patterns' pages. */
export function matchesSitePath(patterns: readonly string[], path: string): boolean {
  const segments = path.replace(/\/+$/, '').split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.at(-1) === '*') return parts.slice(0, -1).every((part, i) => (part.startsWith(':') ? !!segments[i] : part === segments[i]));
    return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  });
}
