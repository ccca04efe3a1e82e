import { ErrorResponse, type DehydratedState, type HydrationState } from '@tax/shared/ssr';

/** What the server rendered the page from (`<script id="site-ssr" type="application/json">`). */
export interface ServerState {
  section: string | null;
  version: string | null;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  queries: DehydratedState;
}

/** The server's state, or null when the page was not rendered on the server (or its state is unreadable). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById('site-ssr')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerState> & { v?: number };
    if (value.v !== 1 || !value.loaderData || typeof value.loaderData !== 'object' || !value.queries) return null;
    return {
      section: typeof value.section === 'string' ? value.section : null,
      version: typeof value.version === 'string' ? value.version : null,
      loaderData: value.loaderData,
      errors: value.errors && typeof value.errors === 'object' ? value.errors : null,
      queries: value.queries,
    };
  } catch {
    return null;
  }
}

/** Route errors as react-router's error responses again (the 404 a page's loader threw on the server). */
export function revivedErrors(errors: ServerState['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const revived: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(errors)) {
    const error = value as { __type?: string; status?: number; statusText?: string; data?: unknown } | null;
    revived[id] =
      error?.__type === 'RouteErrorResponse' && typeof error.status === 'number'
        ? new ErrorResponse(error.status, error.statusText ?? '', error.data)
        : new Error('The page failed on the server');
  }
  return revived;
}
