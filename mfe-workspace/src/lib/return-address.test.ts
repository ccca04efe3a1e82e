import { describe, expect, it } from 'vitest';
import { workspaceReturn } from './return-address.ts';

describe('the address to return to after sign-in', () => {
  it('keeps a workspace address in any language, with its query', () => {
    expect(workspaceReturn('/workspace/inbox/contact/1?x=1', '/workspace')).toBe('/workspace/inbox/contact/1?x=1');
    expect(workspaceReturn('/ru/workspace', '/workspace')).toBe('/ru/workspace');
    expect(workspaceReturn('/en/workspace/audit', '/workspace')).toBe('/en/workspace/audit');
  });

  it('never sends anywhere else', () => {
    for (const bad of [
      '//evil.example/workspace',
      'https://evil.example',
      '/news',
      '/workspace/../news',
      '/workspaces',
      '/workspace\\x',
      null,
      '',
    ])
      expect(workspaceReturn(bad, '/workspace'), String(bad)).toBe('/workspace');
  });
});
