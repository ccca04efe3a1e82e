import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { walk } from './source-files.ts';

/**
 * The federation container name of one build of a section: `news_1_0_1_3fa9c2d1`, from the version it is built as
 * and a hash of what the build reads (the section's own files, the kit's sources, the shared build settings and the
 * lock file). It becomes the container's global, its chunk-loading global and its CSS prefix, so two published
 * versions of one section never share them in a page (docs/decisions/0009). Derived from content, never from time:
 * the same inputs give the same name, so a rebuild stays byte-identical.
 */
export function containerName(section: string, sectionDir: string, root: string, version: string): string {
  const hash = createHash('sha256');
  hash.update(`${section}\0${version}\0`);
  // Tests and type declarations never reach the output (the generated site-routes.gen.d.ts changes whenever any
  // section adds a page: counting it would give every section a new name, and so a new version, for nothing).
  const builds = (file: string) => !/\.test\.tsx?$|\.d\.ts$/.test(file);
  const files = [
    ...walk(sectionDir).filter(builds),
    ...walk(join(root, 'shared', 'src')).filter(builds),
    ...walk(join(root, 'rspack')).filter(builds),
    join(root, 'shared', 'package.json'),
    join(root, 'rspack.shared.ts'),
    join(root, 'package-lock.json'),
  ];
  for (const file of [...new Set(files)].sort()) {
    try {
      const content = readFileSync(file);
      // Paths relative to the root and forward slashes: the same checkout gives the same name on any machine.
      hash.update(`${relative(root, file).split('\\').join('/')}\0`);
      hash.update(content);
    } catch {
      // A file that vanished while we looked does not count.
    }
  }
  const safeVersion = version.replace(/[^A-Za-z0-9]/g, '_');
  return `${section}_${safeVersion}_${hash.digest('hex').slice(0, 8)}`;
}
