import { describe, expect, it } from 'vitest';
import { parseRegistry } from './registry.ts';
import { isPrivatePath } from './private-pages.ts';

const entry = (routes: Record<string, string>, privatePages?: string[]) =>
  parseRegistry({
    schemaVersion: 1,
    remotes: {
      s: { prefixes: ['/x'], current: { version: '1.0.0', entry: '/mfe/s/1.0.0/mf-manifest.json', routes, private: privatePages } },
    },
  }).remotes.s?.current;

describe('private pages', () => {
  it('the registry keeps the names of private pages and refuses anything but a list of names', () => {
    expect(entry({ a: '/a' }, ['a'])?.private).toEqual(['a']);
    expect(() => entry({ a: '/a' }, [1 as unknown as string])).toThrow(/private/);
  });

  it('a section whose every page is private covers every path under it, a 404 included', () => {
    const workspace = entry({ workspace: '/workspace', 'workspace-item': '/workspace/inbox/:id' }, ['workspace', 'workspace-item']);
    expect(isPrivatePath(workspace, '/workspace')).toBe(true);
    expect(isPrivatePath(workspace, '/workspace/nothing/here')).toBe(true);
  });

  it('in a mixed section only the private patterns match', () => {
    const mixed = entry({ open: '/open', secret: '/open/secret/:id' }, ['secret']);
    expect(isPrivatePath(mixed, '/open/secret/42')).toBe(true);
    expect(isPrivatePath(mixed, '/open/secret/42/')).toBe(true);
    expect(isPrivatePath(mixed, '/open')).toBe(false);
    expect(isPrivatePath(mixed, '/open/secret')).toBe(false);
    expect(isPrivatePath(entry({ open: '/open' }), '/open')).toBe(false);
    expect(isPrivatePath(undefined, '/open')).toBe(false);
  });
});
