import { describe, expect, it } from 'vitest';
import { deferLayout, layOutDeferred } from './deferred-layout.ts';

function page(count: number) {
  document.documentElement.removeAttribute('data-layout');
  document.body.innerHTML = Array.from({ length: count }, (_, i) => `<section id="b${i}" data-defer-layout=""></section>`).join('');
  return Array.from(document.querySelectorAll<HTMLElement>('section'));
}

describe('layOutDeferred', () => {
  it('is the attribute the kit styles', () => {
    expect(deferLayout).toEqual({ 'data-defer-layout': '' });
  });

  it('lays the blocks out in slices of about 10 ms, each slice its own task, then marks the document', async () => {
    const blocks = page(5);
    const tasks: (() => void)[] = [];
    let clock = 0;
    // Every block costs 6 ms: a slice takes two (12 ms >= 10), so five blocks take three tasks.
    const now = () => {
      clock += 6;
      return clock;
    };
    const done = layOutDeferred(document, (run) => tasks.push(run), now);
    let ran = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      ran += 1;
      if (ran === 1) {
        expect(blocks.filter((block) => block.dataset.laidOut === '').length).toBe(2);
        expect(document.documentElement.dataset.layout).toBeUndefined();
      }
    }
    await done;
    expect(ran).toBe(3);
    expect(blocks.every((block) => block.dataset.laidOut === '')).toBe(true);
    expect(document.documentElement.dataset.layout).toBe('all');
  });

  it('skips blocks that left the page meanwhile (a navigation) and still finishes', async () => {
    const blocks = page(3);
    const tasks: (() => void)[] = [];
    const done = layOutDeferred(
      document,
      (run) => tasks.push(run),
      () => 0,
    );
    blocks[1]!.remove();
    while (tasks.length > 0) tasks.shift()!();
    await done;
    expect(blocks[1]!.dataset.laidOut).toBeUndefined();
    expect(blocks[2]!.dataset.laidOut).toBe('');
    expect(document.documentElement.dataset.layout).toBe('all');
  });

  it('marks a page without such blocks at once', async () => {
    page(0);
    await layOutDeferred(document, (run) => run());
    expect(document.documentElement.dataset.layout).toBe('all');
  });
});
