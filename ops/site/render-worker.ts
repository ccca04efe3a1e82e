/**
 * A render thread of the site server (render-threads.ts, docs/decisions/0019): it loads the shell's and the
 * sections' server builds and renders pages, as the main thread does without threads. The API stays in the main
 * thread (the embedded database serves one thread): the page's API requests go there as messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PageRenderer, visitorIp, type RenderLog } from './ssr.ts';
import type { ToMain, ToWorker, WorkerSetup } from './render-threads.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the site server');
const setup = workerData as WorkerSetup;
const post = (message: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** An error as a message can carry it (a thrown value may hold functions or sockets, which cannot be copied). */
function plainError(error: unknown): { name: string; message: string; stack?: string } | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: 'Error', message: String(error) };
}

let nextFetch = 0;
const fetches = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();

/** The API in the main thread: the request goes there as a message, as the visitor's (his address for its limits). */
const mainThreadFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const headers: [string, string][] = [];
  new Headers(init?.headers).forEach((value, key) => headers.push([key, value]));
  const id = (nextFetch += 1);
  const answer = new Promise<Response>((resolve, reject) => fetches.set(id, { resolve, reject }));
  post({
    type: 'fetch',
    id,
    path: `${url.pathname}${url.search}`,
    method: init?.method ?? 'GET',
    headers,
    ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    ip: visitorIp(),
  });
  return answer;
};

const renderer = new PageRenderer({
  deployDir: setup.deployDir,
  mfeDir: setup.mfeDir,
  api: null,
  apiBase: setup.apiBase,
  ...(setup.apiInMain ? { apiFetch: mainThreadFetch } : {}),
  budgetMs: setup.budgetMs,
  // The shell versions come with each render (the main thread reads the registry's backend).
  shellRecord: () => null,
  log: (event: RenderLog) => post({ type: 'log', event: { ...event, error: plainError(event.error) } }),
});

const renders = new Map<number, AbortController>();

port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    const pending = fetches.get(message.id);
    fetches.delete(message.id);
    if (!pending) return;
    if ('error' in message) pending.reject(new Error(message.error));
    else pending.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    return;
  }
  if (message.type === 'abort') {
    renders.get(message.id)?.abort(new Error('given up by the main thread'));
    return;
  }
  const controller = new AbortController();
  renders.set(message.id, controller);
  void renderer
    .render(message.request, message.ip, message.versions, controller.signal)
    .then(
      (result) => (result.kind === 'fallback' ? { ...result, error: plainError(result.error) } : result),
      (error: unknown) => ({ kind: 'fallback' as const, reason: 'render-error', error: plainError(error), cacheable: false }),
    )
    .then((result) => {
      renders.delete(message.id);
      post({ type: 'result', id: message.id, result });
    });
});

post({ type: 'ready' });
