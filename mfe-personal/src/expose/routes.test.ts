import { describe, expect, it } from 'vitest';
import { describeRemoteContract } from '@tax/shared/testing';
import routes from './routes.ts';
import pkg from '../../package.json';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

// The checks every section remote must pass (shared/src/testing): routes, prefixes, three languages, lazy pages.
describeRemoteContract({ routes, prefixes: pkg.federation.prefixes, strings: { uz, ru, en } });

describe('personal remote: protection and first-load weight', () => {
  it('protects the cabinet with the auth middleware, and only the cabinet', () => {
    const protectedPages = routes.pages.filter((page) => page.middleware?.includes('auth')).map((page) => page.name);
    expect(protectedPages).toEqual(['personal-requests']);
  });

  it('keeps the forms kit out of the routes module (it is on the first load)', async () => {
    const source = ((await import('./routes.ts?raw')) as { default: string }).default;
    expect(source).not.toMatch(/@tax\/shared\/forms/);
    // Only the kit's way to declare a section (and, in development, to reload its strings); pages, loaders and
    // strings load lazily.
    expect(source.match(/^import (?!type).*$/gm)).toEqual(["import { defineSection, reloadNamespace } from '@tax/shared';"]);
  });
});
