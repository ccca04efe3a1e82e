/**
 * Memory-hard password hashing with node:crypto scrypt (no native addon). Parameters are stored with the hash,
 * so a hash made with older, cheaper parameters still verifies and is replaced at the next sign-in.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dictionary } from '@zxcvbn-ts/language-common';
import { FairGate, type HashTicket } from './gate.ts';

// OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB per hash).
export const DEFAULT_SCRYPT_N = 2 ** 17;
let N = DEFAULT_SCRYPT_N;
const R = 8;
const P = 1;
const KEYLEN = 32;
/** The dummy hash (see dummyHash), made once. */
let dummy: Promise<string> | undefined;

/**
 * Tests only (never configured by the application): most test files hash dozens of passwords, each half a second
 * at the production cost; they set a cheaper N. The tests of hashing itself run at the production cost.
 */
export function setScryptCostForTests(n: number): void {
  N = n;
  dummy = undefined;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * A bound on hashes in progress. Each takes 128 MiB and a thread of libuv's small pool (which also does the
 * API's compression and file reads), so an unbounded burst would starve every other request and could exhaust
 * memory. The bound is shared fairly (lib/gate.ts FairGate): each client address has its turn and at most two
 * hashes waiting or running, and a sign-in from a browser that signed in to the account before (its device cookie,
 * a random token whose hash the database keeps) has a lane of its own that is served first, so anonymous
 * registrations never stand in front of a returning user. Beyond the queue, 503 with Retry-After at once.
 */
/** Two hashes at a time (half the cores on larger machines), four times as many waiting per lane: at most ~2 s in line. */
const HASH_CONCURRENCY = Math.max(2, Math.floor(availableParallelism() / 2));
export const hashGate = new FairGate(
  HASH_CONCURRENCY,
  4 * HASH_CONCURRENCY,
  2,
  'The server is busy checking passwords; try again in a moment',
);
/** Hashes asked for by this process itself (the staff command, start-up): no client to share with. */
export const LOCAL_TICKET: HashTicket = { lane: 'open', key: 'local' };

export async function hashPassword(password: string, ticket: HashTicket = LOCAL_TICKET, gate: FairGate = hashGate): Promise<string> {
  const salt = randomBytes(16);
  const key = await gate.run(ticket, () => derive(password, salt, N, R, P));
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(
  password: string,
  stored: string,
  ticket: HashTicket = LOCAL_TICKET,
  gate: FairGate = hashGate,
): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await gate.run(ticket, () => derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with cheaper parameters than today's (it is replaced at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [alg, n, r, p] = stored.split('$');
  return alg !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}

/** A hash of nothing, verified against for unknown e-mails so both answers take the same time. */
export function dummyHash(): Promise<string> {
  // A refusal (the gate full) is not kept: the next caller tries again.
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}

/**
 * Common and breached passwords: the 49 000 most frequent passwords of public breach corpora, as zxcvbn-ts ships
 * them (only those of 8 characters or more matter: shorter ones fail the length rule first).
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  const lower = password.normalize('NFKC').toLowerCase();
  // "Password1!", "qwerty123": the list's words with the usual digits and marks tacked on are just as common.
  return common.has(lower) || common.has(lower.replace(/[\d!?.#$*@_-]+$/, ''));
}
