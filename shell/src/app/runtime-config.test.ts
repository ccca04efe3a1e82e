import { describe, expect, it } from 'vitest';
import { parseConfig } from './runtime-config.ts';

describe('runtime configuration', () => {
  it('falls back to the local defaults', () => {
    expect(parseConfig(undefined)).toEqual({ apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null });
  });

  it('takes the operator values and trims trailing slashes', () => {
    expect(
      parseConfig({
        apiBase: 'https://api.example.uz/',
        siteUrl: 'https://soliq.example/',
        analytics: { src: 'https://tag.example/t.js', id: 'T-1' },
      }),
    ).toEqual({
      apiBase: 'https://api.example.uz',
      siteUrl: 'https://soliq.example',
      registryUrl: '/remotes.json',
      analytics: { src: 'https://tag.example/t.js', id: 'T-1' },
    });
  });

  it('keeps analytics off unless its script is https', () => {
    expect(parseConfig({ analytics: { src: 'http://tag.example/t.js', id: 'x' } }).analytics).toBeNull();
    expect(parseConfig({ analytics: 'yes' }).analytics).toBeNull();
  });
});
