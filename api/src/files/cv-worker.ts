/** The CV checks on a worker thread (files/cv-checker.ts starts it): a file's path in, a verdict out. */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { checkCv } from '../lib/cv.ts';

export interface CheckRequest {
  id: number;
  path: string;
}
export type CheckAnswer = { id: number; verdict: import('./cv-verdict.ts').CvVerdict } | { id: number; error: string } | { ready: true };

// pdf-lib tells the console about every object it cannot read; in a hostile file those are many, and the verdict
// says what matters.
console.warn = () => undefined;
console.log = () => undefined;

const port = parentPort;
if (!port) throw new Error('cv-worker.ts runs as a worker thread of the API');
port.on('message', (message: CheckRequest) => {
  void (async () => {
    try {
      const verdict = await checkCv(await readFile(message.path));
      port.postMessage({ id: message.id, verdict } satisfies CheckAnswer);
    } catch (error) {
      port.postMessage({ id: message.id, error: (error as Error).message } satisfies CheckAnswer);
    }
  })();
});
// Loaded (the parsers too): the time a check may take starts with the check, not with a slow start-up.
port.postMessage({ ready: true } satisfies CheckAnswer);
