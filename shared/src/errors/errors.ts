/** Errors the whole site agrees on: what a chunk failure looks like, the 404, and the error record. */

/** True for a failed script chunk, federation manifest or remote entry (STACK-NOTES: how each one throws). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.name === 'RemoteLoadError') return true;
  return /#RUNTIME-00[38]|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** Thrown by the shell when a section's code could not be loaded from any of its registry entries. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly section: string,
    readonly causes: unknown[],
  ) {
    super(`Loading chunk ${section} failed: the "${section}" section could not be loaded`);
  }
}

export interface RecordedError {
  time: string;
  message: string;
  status?: number;
  name?: string;
  /** The reference an error screen showed the visitor for it (what he quotes to the call centre). */
  reference?: string;
}

const MAX_RECORDS = 50;
const records: RecordedError[] = [];

/** The error handler's log: every error with its time, newest last (kept in memory and sessionStorage). */
export function recordError(error: unknown, status?: number, reference?: string): RecordedError {
  const record: RecordedError = {
    time: new Date().toISOString(),
    message: error instanceof Error ? error.message : typeof error === 'string' ? error : describeError(error).message || safeJson(error),
    ...(status !== undefined ? { status } : {}),
    ...(error instanceof Error ? { name: error.name } : {}),
    ...(reference ? { reference } : {}),
  };
  records.push(record);
  if (records.length > MAX_RECORDS) records.shift();
  try {
    sessionStorage.setItem('site:errors', JSON.stringify(records));
  } catch {
    // Storage can be full or blocked; the in-memory record is enough.
  }
  if (typeof console !== 'undefined') console.error('[site error]', record.time, error);
  return record;
}

export function recordedErrors(): readonly RecordedError[] {
  return records;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** A status and message from anything a route can throw (a Response-like route error, an Error, a string). */
export function describeError(error: unknown): { status: number; message: string } {
  if (error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number') {
    const status = (error as { status: number }).status;
    const data = (error as { data?: unknown }).data;
    const message =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : ((error as { statusText?: string }).statusText ?? (error instanceof Error ? error.message : ''));
    return { status, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: typeof error === 'string' ? error : 'Unknown error' };
}
