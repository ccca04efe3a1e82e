/**
 * Another commit's site beside this one's, for benchmarks that compare two builds on the same machine in one run
 * (BASE_REF=origin/main npm run bench:lighthouse): the ref checked out in a temporary git worktree, with this
 * checkout's installed dependencies when both lock files are the same (linked, not copied: a fresh `npm ci` takes
 * minutes), else its own `npm ci`. Its server builds its front end on first start, as `npm start` does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';

/** Caches that belong to one checkout's builds: never shared with the other. */
const OWN = new Set(['.cache', '.vite', '@tax']);

const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Each installed package of this checkout linked into the other's node_modules, except the workspaces' own links
 * (`@tax/*`, which must point at the other checkout's sources, relatively, as npm writes them) and build caches.
 */
function linkDependencies(base: string): void {
  const folders = ['.', ...readdirSync(ROOT).filter((name) => existsSync(join(ROOT, name, 'package.json')))];
  for (const folder of folders) {
    const from = join(ROOT, folder, 'node_modules');
    if (!existsSync(from) || !existsSync(join(base, folder))) continue;
    const to = join(base, folder, 'node_modules');
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) if (!OWN.has(entry)) symlinkSync(join(from, entry), join(to, entry));
  }
  const workspaces = join(ROOT, 'node_modules', '@tax');
  mkdirSync(join(base, 'node_modules', '@tax'), { recursive: true });
  for (const name of readdirSync(workspaces)) symlinkSync(join('..', '..', name), join(base, 'node_modules', '@tax', name));
}

export interface BaseCheckout {
  dir: string;
  commit: string;
  remove(): void;
}

/** `ref` checked out and installed in a temporary worktree; `remove` takes the worktree away again. */
export function checkOutBase(ref: string): BaseCheckout {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const parent = mkdtempSync(join(tmpdir(), 'bench-base-'));
  const dir = join(parent, 'site');
  git(['worktree', 'add', '--detach', dir, commit]);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    rmSync(parent, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
  };
  try {
    const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    if (sameLock) linkDependencies(dir);
    else {
      console.error(`(${ref}: other dependencies; npm ci in ${dir})`);
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (install.status !== 0) throw new Error(`npm ci failed in the worktree of ${ref}`);
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, commit, remove };
}
