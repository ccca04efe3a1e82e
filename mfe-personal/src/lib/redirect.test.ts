import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirect('/en/personal/requests', '/x')).toBe('/en/personal/requests');
    expect(safeRedirect('/ru/personal/product/eds-key?a=1#form', '/x')).toBe('/ru/personal/product/eds-key?a=1#form');
  });

  it('refuses anything that could lead to another site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'personal',
      '/\tevil',
      // Resolving dot segments first: each of these becomes //evil.example/ (the security review's finding).
      '/..//evil.example/',
      '/a/../..//evil.example/',
      '/.//evil.example',
      '/%2e%2e//evil.example/',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad, '/fallback'), String(bad)).toBe('/fallback');
    }
  });
});
