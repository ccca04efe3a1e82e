import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { whenChanged } from './file-memo.ts';

describe('whenChanged', () => {
  const setup = () => {
    const dir = mkdtempSync(join(tmpdir(), 'memo-'));
    const file = join(dir, 'remotes.json');
    let reads = 0;
    const read = whenChanged(file, (exists) => {
      reads += 1;
      return exists ? (JSON.parse(readFileSync(file, 'utf8')) as { v: number }) : null;
    });
    return { dir, file, read, reads: () => reads };
  };

  it('reads a file once while it stays the same, and gives the same object each time', () => {
    const { file, read, reads } = setup();
    writeFileSync(file, '{"v":1}');
    const first = read();
    expect(first).toEqual({ v: 1 });
    expect(read()).toBe(first);
    expect(read()).toBe(first);
    expect(reads()).toBe(1);
  });

  it('sees an atomic replacement (what deploy and rollback write) on the very next call, even of the same size', () => {
    const { dir, file, read, reads } = setup();
    writeFileSync(file, '{"v":1}');
    expect(read()).toEqual({ v: 1 });
    writeFileSync(join(dir, 'next.tmp'), '{"v":2}');
    renameSync(join(dir, 'next.tmp'), file);
    expect(read()).toEqual({ v: 2 });
    expect(reads()).toBe(2);
  });

  it('sees a file appear, change in place and go away', () => {
    const { file, read } = setup();
    expect(read()).toBeNull();
    writeFileSync(file, '{"v":1}');
    expect(read()).toEqual({ v: 1 });
    writeFileSync(file, '{"v":10}');
    expect(read()).toEqual({ v: 10 });
    rmSync(file);
    expect(read()).toBeNull();
  });

  it('keeps no result of a read that failed: the next call reads again', () => {
    const { file, read, reads } = setup();
    writeFileSync(file, '{"v":');
    expect(() => read()).toThrow();
    expect(() => read()).toThrow();
    expect(reads()).toBe(2);
  });
});
