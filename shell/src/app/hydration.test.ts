import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from '@tax/shared';
import { readServerState, revivedErrors } from './hydration.ts';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'site-ssr';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('the server state a page is hydrated with', () => {
  it('reads what the server rendered the page from', () => {
    const state = readServerState(
      documentWith(
        JSON.stringify({
          v: 1,
          section: 'news',
          version: '1.0.2',
          loaderData: { news___en: null },
          errors: null,
          queries: { queries: [], mutations: [] },
        }),
      ),
    );
    expect(state).toEqual({
      section: 'news',
      version: '1.0.2',
      loaderData: { news___en: null },
      errors: null,
      queries: { queries: [], mutations: [] },
    });
  });

  it('is absent for a client-rendered page, or unreadable state, or another format', () => {
    expect(readServerState(documentWith(null))).toBeNull();
    expect(readServerState(documentWith('{"v":1,'))).toBeNull();
    expect(readServerState(documentWith(JSON.stringify({ v: 2, loaderData: {}, queries: {} })))).toBeNull();
  });

  it("revives the server's 404 as react-router's error response, anything else as an error", () => {
    const errors = revivedErrors({
      'locale-en': { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: { message: 'Not Found' } },
      other: { message: 'x' },
    });
    const notFound = errors?.['locale-en'];
    expect(isRouteErrorResponse(notFound) && notFound.status === 404 && notFound.statusText === 'Not Found').toBe(true);
    expect(errors?.other).toBeInstanceOf(Error);
    expect(revivedErrors(null)).toBeNull();
  });
});
