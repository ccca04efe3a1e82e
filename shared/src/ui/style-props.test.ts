import { describe, expect, it } from 'vitest';
import { splitStyleProps } from './style-props.ts';

describe("the kit's style props", () => {
  it("resolves them as Mantine does, in Mantine's order, and leaves the other props alone", () => {
    const [style, rest] = splitStyleProps({ mb: 4, id: 'x', m: 0, c: 'dimmed', fw: 600, children: 'a' });
    expect(style).toEqual({
      margin: '0rem',
      marginBottom: 'calc(0.25rem * var(--mantine-scale))',
      color: 'var(--mantine-color-dimmed)',
      fontWeight: 600,
    });
    expect(Object.keys(style!)).toEqual(['margin', 'marginBottom', 'color', 'fontWeight']);
    expect(rest).toEqual({ id: 'x', children: 'a' });
  });

  it('makes nothing for an element without them', () => {
    const props = { id: 'x', mt: undefined };
    const [style, rest] = splitStyleProps(props);
    expect(style).toBeNull();
    expect(rest).toBe(props);
  });

  it('remembers plain values only: two different objects are each resolved', () => {
    const [first] = splitStyleProps({ mt: { base: 'xs' } as never });
    const [second] = splitStyleProps({ mt: { base: 'xl' } as never });
    expect(first).toEqual({ marginTop: 'var(--mantine-spacing-xs)' });
    expect(second).toEqual({ marginTop: 'var(--mantine-spacing-xl)' });
    // The same plain values twice: the same resolution.
    expect(splitStyleProps({ mt: 'md' })[0]).toBe(splitStyleProps({ mt: 'md' })[0]);
  });
});
