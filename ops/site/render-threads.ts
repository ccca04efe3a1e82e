/**
 * Server renders on worker threads (docs/decisions/0019). A render is a few milliseconds of synchronous work; on the
 * main thread, ten at once held back everything else the server does: every cached page, every API answer, every
 * file. Here the main thread keeps the connections, the page cache and the API (the embedded database serves one
 * thread), and `SSR_THREADS` render threads each load the shell's and the sections' server builds and render. A
 * page's API requests come back to the main thread as messages and are answered in process, as the visitor's.
 *
 * The failure model is the in-process renderer's: a render that takes longer than the budget, a thread that
 * dies or cannot start, answers `fallback` (the client-rendered page), and is logged. A thread that dies is
 * started again; one that stops answering (a loop in a section's code, which in the main thread would have stopped
 * the whole server) is ended and started again; while none is running, pages render in the main thread as before.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '@tax/shared/server';
import { asVisitor, inProcessFetch, PageRenderer, type PageRendererOptions, type RenderLog } from './ssr.ts';

/** What a render thread is started with. */
export interface WorkerSetup {
  deployDir: string;
  mfeDir: string;
  apiBase: string;
  /** The API is registered in the main thread: the thread's API requests go there. */
  apiInMain: boolean;
  budgetMs: number;
}

type PlainError = { name: string; message: string; stack?: string };
type ThreadResult = RenderResult & { shell?: string };

/** Messages from the main thread to a render thread. */
export type ToWorker =
  | { type: 'render'; id: number; request: Omit<RenderRequest, 'signal'>; ip: string; versions: string[] }
  | { type: 'abort'; id: number }
  | { type: 'fetched'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null }
  | { type: 'fetched'; id: number; error: string };

/** Messages from a render thread to the main thread. */
export type ToMain =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: ThreadResult }
  | { type: 'fetch'; id: number; path: string; method: string; headers: [string, string][]; body?: string; ip: string }
  | { type: 'log'; event: Omit<RenderLog, 'error'> & { error?: PlainError | undefined } };

/** How many render threads: SSR_THREADS, else one per core but the one the main thread needs (at least one, at most 4). */
export function renderThreadCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const given = env.SSR_THREADS;
  if (given !== undefined && given !== '') {
    const count = Number(given);
    if (!Number.isInteger(count) || count < 0 || count > 64)
      throw new Error(`SSR_THREADS must be a whole number from 0 to 64, not "${given}"`);
    return count;
  }
  return Math.max(1, Math.min(4, cores - 1));
}

const asError = (error: PlainError | undefined): Error | undefined => {
  if (!error) return undefined;
  const out = new Error(error.message);
  out.name = error.name;
  if (error.stack) out.stack = error.stack;
  return out;
};

/** A message to a render thread (a worker's port: no origin to name, unlike a window's postMessage). */
function send(thread: Thread, message: ToWorker, transfer: ArrayBuffer[] = []): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  thread.worker.postMessage(message, transfer);
}

interface Thread {
  worker: Worker;
  index: number;
  startedAt: number;
  /** Renders posted to it and not answered yet. */
  pending: Map<number, { resolve: (result: ThreadResult) => void; timer: NodeJS.Timeout }>;
  /** Renders given up on (over the budget) that it has not answered yet: a watchdog each. */
  overdue: Map<number, NodeJS.Timeout>;
}

export interface RenderThreadOptions extends PageRendererOptions {
  /** The compiled render-worker.ts (dist/server/render-worker.js). */
  workerFile: string;
  threads: number;
  /** A thread that ends within 10 s of starting is started again after this long, not at once (default 10 s). */
  restartAfterMs?: number;
  /**
   * A thread that has not answered a render this long after it was sent (default three budgets, at least 5 s) is
   * stuck (a loop in a section's code): it is ended and another started, so the renders after it are not all lost.
   */
  stuckAfterMs?: number;
}

export class ThreadedPageRenderer extends PageRenderer {
  private threads: (Thread | null)[];
  private nextId = 0;
  private closed = false;
  /** Threads started again after one ended (exited, crashed, or could not start). */
  restarts = 0;
  /** Renders the threads answered (pages, redirects and fallbacks alike). */
  private answered = 0;
  private inProcessApi: typeof fetch | null;

  constructor(private threadOptions: RenderThreadOptions) {
    super(threadOptions);
    const { api } = threadOptions;
    this.inProcessApi = api ? inProcessFetch(api) : null;
    this.threads = Array.from({ length: threadOptions.threads }, () => null);
    for (let index = 0; index < threadOptions.threads; index++) this.start(index);
  }

  /** Threads running now, of how many there should be, and renders waiting on them. */
  get state(): { threads: number; running: number; rendering: number; rendered: number; restarts: number } {
    const running = this.threads.filter((thread): thread is Thread => thread !== null);
    return {
      threads: this.threads.length,
      running: running.length,
      rendering: running.reduce((sum, thread) => sum + thread.pending.size, 0),
      rendered: this.answered,
      restarts: this.restarts,
    };
  }

  private start(index: number): void {
    if (this.closed) return;
    const setup: WorkerSetup = {
      deployDir: this.threadOptions.deployDir,
      mfeDir: this.threadOptions.mfeDir,
      apiBase: this.threadOptions.apiBase,
      apiInMain: this.inProcessApi !== null,
      budgetMs: this.budgetMs,
    };
    let worker: Worker;
    try {
      worker = new Worker(this.threadOptions.workerFile, { workerData: setup, name: `render-${index}` });
    } catch (error) {
      this.log({ level: 'error', message: `render thread ${index} could not start`, error });
      this.restartLater(index, Date.now());
      return;
    }
    // The threads never keep the process alive on their own (the server's listening socket does).
    worker.unref();
    const thread: Thread = { worker, index, startedAt: Date.now(), pending: new Map(), overdue: new Map() };
    this.threads[index] = thread;
    worker.on('message', (message: ToMain) => this.onMessage(thread, message));
    worker.on('error', (error) => this.log({ level: 'error', message: `render thread ${index} failed`, error }));
    worker.on('exit', (code) => {
      if (this.threads[index] === thread) this.threads[index] = null;
      for (const [, waiting] of thread.pending) {
        clearTimeout(waiting.timer);
        waiting.resolve({ kind: 'fallback', reason: 'render-thread-exit', cacheable: false });
      }
      thread.pending.clear();
      for (const watchdog of thread.overdue.values()) clearTimeout(watchdog);
      thread.overdue.clear();
      if (this.closed) return;
      this.log({ level: 'error', message: `render thread ${index} exited (code ${code}); starting another` });
      this.restartLater(index, thread.startedAt);
    });
  }

  /** Again at once, unless it ended within 10 s of starting: then after a while (not a loop of crashes). */
  private restartLater(index: number, startedAt: number): void {
    const delay = Date.now() - startedAt < 10_000 ? (this.threadOptions.restartAfterMs ?? 10_000) : 0;
    setTimeout(() => {
      if (this.closed || this.threads[index]) return;
      this.restarts += 1;
      this.start(index);
    }, delay).unref();
  }

  private onMessage(thread: Thread, message: ToMain): void {
    if (message.type === 'result') {
      clearTimeout(thread.overdue.get(message.id));
      thread.overdue.delete(message.id);
      const waiting = thread.pending.get(message.id);
      if (!waiting) return;
      thread.pending.delete(message.id);
      clearTimeout(waiting.timer);
      this.answered += 1;
      const result = message.result;
      waiting.resolve(result.kind === 'fallback' ? { ...result, error: asError(result.error as PlainError | undefined) } : result);
    } else if (message.type === 'log') {
      this.log({ ...message.event, error: asError(message.event.error) });
    } else if (message.type === 'fetch') {
      void this.answerFetch(thread, message);
    }
  }

  /** A thread's API request, answered by the API in this thread as the visitor's. */
  private async answerFetch(thread: Thread, message: Extract<ToMain, { type: 'fetch' }>): Promise<void> {
    let reply: ToWorker;
    const transfer: ArrayBuffer[] = [];
    try {
      if (!this.inProcessApi) throw new Error('the API is not in this process');
      const api = this.inProcessApi;
      const response = await asVisitor(message.ip, () =>
        api(`http://site.internal${message.path}`, {
          method: message.method,
          headers: message.headers,
          ...(message.body !== undefined ? { body: message.body } : {}),
        }),
      );
      const headers: [string, string][] = [];
      response.headers.forEach((value, key) => headers.push([key, value]));
      const body = response.body ? await response.arrayBuffer() : null;
      if (body) transfer.push(body);
      reply = { type: 'fetched', id: message.id, status: response.status, headers, body };
    } catch (error) {
      reply = { type: 'fetched', id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    // The thread may have ended meanwhile: its render was answered already.
    if (this.threads[thread.index] === thread) send(thread, reply, transfer);
  }

  /** Renders on the thread with the fewest renders under way; in this thread when none is running. */
  override async render(request: Omit<RenderRequest, 'signal'>, ip: string): Promise<ThreadResult> {
    const versions = this.shellVersions();
    if (versions.length === 0) return { kind: 'fallback', reason: 'no-shell-record', cacheable: false };
    let thread: Thread | null = null;
    for (const candidate of this.threads) {
      if (candidate && (!thread || candidate.pending.size < thread.pending.size)) thread = candidate;
    }
    if (!thread) return super.render(request, ip, versions);
    const chosen = thread;
    const id = (this.nextId += 1);
    return new Promise<ThreadResult>((resolve) => {
      // The budget counts from here: time spent waiting for a busy thread is the visitor's time too.
      const timer = setTimeout(() => {
        if (!chosen.pending.delete(id)) return;
        send(chosen, { type: 'abort', id });
        this.log({ level: 'warn', message: `render took longer than ${this.budgetMs} ms`, section: 'shell', version: versions[0] });
        resolve({ kind: 'fallback', reason: 'timeout', cacheable: false });
        // Told to give up, a thread answers at once; one that still says nothing is stuck.
        const stuckAfter = this.threadOptions.stuckAfterMs ?? Math.max(5000, 3 * this.budgetMs);
        chosen.overdue.set(
          id,
          setTimeout(
            () => {
              if (!chosen.overdue.delete(id) || this.threads[chosen.index] !== chosen) return;
              this.log({ level: 'error', message: `render thread ${chosen.index} did not answer for ${stuckAfter} ms; ending it` });
              void chosen.worker.terminate();
            },
            Math.max(0, stuckAfter - this.budgetMs),
          ).unref(),
        );
      }, this.budgetMs);
      chosen.pending.set(id, { resolve, timer });
      send(chosen, { type: 'render', id, request, ip, versions });
    });
  }

  /** Ends the threads (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.threads.filter((thread): thread is Thread => thread !== null);
    this.threads = this.threads.map(() => null);
    await Promise.all(running.map((thread) => thread.worker.terminate()));
  }
}
