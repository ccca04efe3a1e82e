import { describe, expect, it } from 'vitest';
import { describeRemoteContract } from '@tax/shared/testing';
import routes from './routes.ts';
import pkg from '../../package.json';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

// The checks every section remote must pass (shared/src/testing): routes, prefixes, three languages, lazy pages.
describeRemoteContract({ routes, prefixes: pkg.federation.prefixes, strings: { uz, ru, en } });

describe('workspace remote', () => {
  it('declares every page private: never indexed, cached or listed in the sitemap', () => {
    expect(routes.pages.length).toBeGreaterThan(0);
    for (const page of routes.pages) expect(page.private, page.name).toBe(true);
  });

  it("takes the shell's staff layout on every page, being private: no public header, footer or feedback widget", () => {
    for (const page of routes.pages) expect(page.layout, page.name).toBe('staff');
  });

  it('renders nothing on the server: no page has a loader (staff data is never fetched there)', () => {
    for (const page of routes.pages) expect(page.loader, page.name).toBeUndefined();
  });
});
