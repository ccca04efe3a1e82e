import { statSync } from 'node:fs';

/**
 * A file's parsed content, read again only when the file has changed: another inode (an atomic rename, as every
 * deploy and rollback writes), size, or modification or change time. One `stat` per call instead of a read and a
 * parse, so the site server can still look at the live registry on every request. A read that throws is not kept:
 * the next call reads again.
 */
export function whenChanged<T>(file: string, read: (exists: boolean) => T): () => T {
  let stamp: string | undefined;
  let value: T;
  return () => {
    const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
    const next = stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : 'absent';
    if (next !== stamp) {
      value = read(stat !== undefined);
      stamp = next;
    }
    return value;
  };
}
