/**
 * CV checks off the main thread: a small pool of worker threads (one by default: the machine's cores serve
 * requests and password hashes too), each checking one file at a time. A check that takes too long (a file built
 * to be slow to parse) or that makes its thread run out of memory is ended with its thread, and the file is refused
 * as unreadable; the thread is replaced. Beyond a short queue, an upload is refused at once with 503.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiHttpError } from '../lib/errors.ts';
import type { CheckAnswer, CheckRequest } from './cv-worker.ts';
import type { CvVerdict } from './cv-verdict.ts';

export interface CvCheckerOptions {
  /** Threads (default 1). */
  threads?: number;
  /** How long one check may take (default 10 s). */
  timeoutMs?: number;
  /** Checks waiting beyond those running (default 8). */
  maxQueue?: number;
  /** Heap of a thread, in MB (default 256). */
  heapMb?: number;
}

const SOURCE = fileURLToPath(new URL('./cv-worker.ts', import.meta.url));
const COMPILED = fileURLToPath(new URL('../../../dist/server/cv-worker.js', import.meta.url));

/**
 * The compiled servers (dist/server/*.js, ops/bin/build-server.mjs) run the compiled worker beside them. From the
 * sources (tsx, vitest) the worker is TypeScript: a small module first registers tsx's loader in the thread, then
 * imports it (Node 20 does not apply `--import tsx` to a worker's own entry file).
 */
function workerEntry(): { file: URL | string; workerData?: { url: string } } {
  const main = process.argv[1] ? path.resolve(process.argv[1]) : '';
  if (main.startsWith(path.dirname(COMPILED) + path.sep) && existsSync(COMPILED)) return { file: COMPILED };
  const tsxApi = pathToFileURL(
    path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  );
  const boot = `import { register } from ${JSON.stringify(tsxApi.href)}; import { workerData } from 'node:worker_threads'; register(); await import(workerData.url);`;
  return { file: new URL(`data:text/javascript,${encodeURIComponent(boot)}`), workerData: { url: pathToFileURL(SOURCE).href } };
}

interface Job {
  request: CheckRequest;
  resolve: (verdict: CvVerdict) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export class CvChecker {
  private slots: (Slot | undefined)[];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly heapMb: number;

  constructor(options: CvCheckerOptions = {}) {
    this.slots = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => undefined);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? 8;
    this.heapMb = options.heapMb ?? 256;
  }

  /** The verdict on the file at `file` (read by the thread; the main thread never holds it). */
  check(file: string): Promise<CvVerdict> {
    if (this.closed) return Promise.reject(new Error('the CV checker is closed'));
    if (this.queue.length >= this.maxQueue)
      return Promise.reject(
        new ApiHttpError(503, 'busy', 'The server is busy checking files; try again in a moment', undefined, { 'retry-after': '5' }),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, path: file }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the CV checker is closed'));
    await Promise.all(this.slots.map((slot) => slot?.worker.terminate()));
    this.slots.fill(undefined);
  }

  private dispatch(): void {
    for (let i = 0; i < this.slots.length && this.queue.length > 0; i++) {
      const slot = this.slots[i] ?? this.start(i);
      if (slot.job || !slot.ready) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () => this.fail(i, { ok: false, code: 'file_unreadable', reason: `not checked within ${this.timeoutMs} ms` }),
        this.timeoutMs,
      );
      // A worker's port: no origin to name, unlike a window's postMessage.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      slot.worker.postMessage(job.request);
    }
  }

  private start(index: number): Slot {
    const entry = workerEntry();
    const worker = new Worker(entry.file, {
      workerData: entry.workerData,
      name: `cv-check-${index}`,
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // The threads never keep the process alive on their own.
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.slots[index] = slot;
    worker.on('message', (answer: CheckAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== answer.id) return;
      clearTimeout(slot.timer);
      slot.job = undefined;
      if ('verdict' in answer) job.resolve(answer.verdict);
      else job.resolve({ ok: false, code: 'file_unreadable', reason: answer.error });
      this.dispatch();
    });
    // Out of memory, or a crash: the file it held is refused, the thread replaced.
    worker.on('error', (error) => this.fail(index, { ok: false, code: 'file_unreadable', reason: `the check failed: ${error.message}` }));
    worker.on('exit', () => {
      if (this.slots[index] === slot) this.fail(index, { ok: false, code: 'file_unreadable', reason: 'the check ended early' });
    });
    return slot;
  }

  /** Ends the thread at `index`, answers its job with `verdict`, and goes on with the queue on a new thread. */
  private fail(index: number, verdict: CvVerdict): void {
    const slot = this.slots[index];
    if (!slot) return;
    this.slots[index] = undefined;
    if (!slot.ready) {
      // The thread could not even start (a broken install): starting another would fail alike, so the waiting
      // uploads get an error (a 500 the operators see) rather than a verdict about their files.
      void slot.worker.terminate();
      for (const job of this.queue.splice(0))
        job.reject(new Error(`the CV check thread did not start: ${verdict.ok ? '' : verdict.reason}`));
      return;
    }
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.job?.resolve(verdict);
    if (!this.closed) this.dispatch();
  }
}
