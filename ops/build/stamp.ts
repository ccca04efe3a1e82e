import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { walk } from '../../rspack/source-files.ts';
import { APPS as BUILT_APPS, ROOT } from '../lib/paths.ts';

const APPS = ['shared', ...BUILT_APPS];

/** A fingerprint of every front-end source file (path, size, mtime): a changed one means a rebuild. */
export function sourceStamp(): string {
  const hash = createHash('sha256');
  const files = [
    join(ROOT, 'rspack.shared.ts'),
    ...walk(join(ROOT, 'rspack')),
    join(ROOT, 'package.json'),
    join(ROOT, 'package-lock.json'),
    ...APPS.flatMap((app) => walk(join(ROOT, app)).filter((file) => !/\.test\.tsx?$/.test(file))),
  ].sort();
  for (const file of files) {
    try {
      const stat = statSync(file);
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    } catch {
      // A file that vanished while we looked simply does not count.
    }
  }
  return hash.digest('hex');
}
