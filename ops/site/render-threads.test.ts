import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renderThreadCount, ThreadedPageRenderer } from './render-threads.ts';
import type { RenderLog } from './ssr.ts';

/**
 * The main thread's side of render threads, with stand-in threads (plain JavaScript speaking the same messages as
 * render-worker.ts): the real thread runs the compiled server build, which the browser tests exercise.
 */
const dir = mkdtempSync(join(tmpdir(), 'render-threads-'));
const workerFile = (name: string, body: string) => {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `import { parentPort, workerData } from 'node:worker_threads';\n${body}`);
  return file;
};

/** Renders a page from the API's answer, asked through the main thread as the visitor. */
const echoWorker = workerFile(
  'echo',
  `const asked = new Map();
parentPort.on('message', (m) => {
  if (m.type === 'fetched') { asked.get(m.id)(m); return; }
  if (m.type !== 'render') return;
  const id = m.id * 1000;
  asked.set(id, (answer) => {
    const body = new TextDecoder().decode(answer.body);
    parentPort.postMessage({ type: 'result', id: m.id, result: { kind: 'page', status: answer.status, head: '', html: body + ' ' + m.request.url + ' ' + m.versions.join('/') + ' ' + workerData.apiInMain, state: '{}', versions: {}, cacheable: true, shell: m.versions[0] } });
  });
  parentPort.postMessage({ type: 'fetch', id, path: '/api/who?x=1', method: 'GET', headers: [['accept', 'application/json']], ip: m.ip });
});
parentPort.postMessage({ type: 'ready' });`,
);
/** Never answers; says when it is told to give up. */
const stuckWorker = workerFile(
  'stuck',
  `parentPort.on('message', (m) => {
  if (m.type === 'abort') parentPort.postMessage({ type: 'log', event: { level: 'info', message: 'aborted ' + m.id } });
});`,
);
/** Loops for ever in its first render (a section's code stuck): it can neither answer nor hear it should give up. */
const loopingWorker = workerFile('looping', `parentPort.on('message', (m) => { if (m.type === 'render') for (;;) {} });`);
/** Dies on its first render. */
const dyingWorker = workerFile('dying', `parentPort.on('message', (m) => { if (m.type === 'render') process.exit(3); });`);
/** Fails while it loads (a broken build). */
const brokenWorker = workerFile('broken', `throw new Error('broken build');`);

const request = {
  url: '/en/news',
  origin: 'http://site',
  registry: { schemaVersion: 1 as const, remotes: {} },
  config: { apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null },
};

const renderers: ThreadedPageRenderer[] = [];
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((renderer) => renderer.close()));
});

async function threaded(
  file: string,
  options: { budgetMs?: number; logs?: RenderLog[]; restartAfterMs?: number; stuckAfterMs?: number } = {},
) {
  const api = Fastify();
  api.get('/api/who', async (req) => ({ ip: req.ip, query: req.query }));
  await api.ready();
  const renderer = new ThreadedPageRenderer({
    deployDir: mkdtempSync(join(tmpdir(), 'render-deploy-')),
    mfeDir: '/srv/mfe',
    api,
    apiBase: '/api',
    budgetMs: options.budgetMs ?? 1500,
    shellRecord: () => ({ current: { version: '1.1.0' }, previous: { version: '1.0.0' } }) as never,
    log: (event) => options.logs?.push(event),
    workerFile: file,
    threads: 1,
    restartAfterMs: options.restartAfterMs ?? 50,
    ...(options.stuckAfterMs ? { stuckAfterMs: options.stuckAfterMs } : {}),
  });
  renderers.push(renderer);
  return renderer;
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('render threads', () => {
  it('renders on a thread, whose API requests the main thread answers in process as the visitor', async () => {
    const renderer = await threaded(echoWorker);
    const result = await renderer.render(request, '203.0.113.7');
    expect(result).toMatchObject({ kind: 'page', status: 200, shell: '1.1.0' });
    const html = (result as { html: string }).html;
    expect(JSON.parse(html.slice(0, html.indexOf('}}') + 2))).toEqual({ ip: '203.0.113.7', query: { x: '1' } });
    expect(html).toContain(' /en/news 1.1.0/1.0.0 true');
    expect(renderer.state).toEqual({ threads: 1, running: 1, rendering: 0, rendered: 1, restarts: 0 });
  });

  it('gives up on a render over the budget (the client-rendered page), tells the thread, and logs it', async () => {
    const logs: RenderLog[] = [];
    const renderer = await threaded(stuckWorker, { budgetMs: 100, logs });
    const started = Date.now();
    const result = await renderer.render(request, '127.0.0.1');
    expect(result).toMatchObject({ kind: 'fallback', reason: 'timeout', cacheable: false });
    expect(Date.now() - started).toBeLessThan(1000);
    await until(() => logs.some((event) => /^aborted \d+$/.test(event.message)));
    expect(logs.some((event) => event.level === 'warn' && /longer than 100 ms/.test(event.message))).toBe(true);
    expect(renderer.state.rendering).toBe(0);
  });

  it('ends a thread stuck in a render (it answers nothing, even when told to give up) and starts another', async () => {
    const logs: RenderLog[] = [];
    const renderer = await threaded(loopingWorker, { budgetMs: 100, stuckAfterMs: 400, logs });
    expect(await renderer.render(request, '127.0.0.1')).toMatchObject({ kind: 'fallback', reason: 'timeout' });
    await until(() => renderer.state.restarts === 1 && renderer.state.running === 1);
    expect(
      logs.some((event) => event.level === 'error' && /render thread 0 did not answer for 400 ms; ending it/.test(event.message)),
    ).toBe(true);
  });

  it('answers the renders of a thread that dies with the client-rendered page, and starts another', async () => {
    const logs: RenderLog[] = [];
    const renderer = await threaded(dyingWorker, { logs });
    const results = await Promise.all([renderer.render(request, '127.0.0.1'), renderer.render(request, '127.0.0.1')]);
    for (const result of results) expect(result).toMatchObject({ kind: 'fallback', reason: 'render-thread-exit', cacheable: false });
    expect(logs.some((event) => event.level === 'error' && /render thread 0 exited \(code 3\)/.test(event.message))).toBe(true);
    await until(() => renderer.state.restarts === 1 && renderer.state.running === 1);
  });

  it('renders in the main thread while no thread is running (a build whose thread cannot start)', async () => {
    const logs: RenderLog[] = [];
    const renderer = await threaded(brokenWorker, { logs, restartAfterMs: 60_000 });
    await until(() => renderer.state.running === 0);
    // In the main thread: this deploy folder has no shell build, so the page is the client-rendered one, as
    // without threads.
    const result = await renderer.render(request, '127.0.0.1');
    expect(result).toMatchObject({ kind: 'fallback', reason: 'shell-server-build' });
    expect(logs.some((event) => event.level === 'error' && event.error instanceof Error && /broken build/.test(event.error.message))).toBe(
      true,
    );
  });
});

describe('how many render threads', () => {
  it('is one per core but the main thread, at least one and at most four, unless SSR_THREADS says', () => {
    expect(renderThreadCount({}, 1)).toBe(1);
    expect(renderThreadCount({}, 2)).toBe(1);
    expect(renderThreadCount({}, 8)).toBe(4);
    expect(renderThreadCount({ SSR_THREADS: '0' }, 8)).toBe(0);
    expect(renderThreadCount({ SSR_THREADS: '3' }, 2)).toBe(3);
    for (const bad of ['-1', 'two', '1.5', '65']) expect(() => renderThreadCount({ SSR_THREADS: bad }, 2)).toThrow(/SSR_THREADS/);
  });
});
