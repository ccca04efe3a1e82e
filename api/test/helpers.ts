/** Test harness: one database per test file (see global-setup.ts) and an app built on it. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type * as z from 'zod/mini';
import { openDatabase, type OpenedDatabase } from '../src/db/open.ts';
import { frameworkErrors } from '../src/lib/errors.ts';
import { setScryptCostForTests } from '../src/lib/password.ts';
import { TEST_SCRYPT_N } from './global-setup.ts';
import { apiPlugin, type ApiPluginOptions } from '../src/plugin.ts';
import type { MailMessage } from '../src/lib/mail.ts';
import { folderStore, type FileStore } from '../src/files/file-store.ts';

export { STAFF } from './global-setup.ts';

// Dozens of passwords are hashed in most files: at a test cost (the hashing tests set the production cost back).
setScryptCostForTests(TEST_SCRYPT_N);

/** Opens this file's own database. */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const template = inject('pgTemplate');
  if (template) {
    const url = process.env.DATABASE_URL!;
    const name = `tax_api_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const d = await openDatabase({ databaseUrl: u.toString(), poolSize: 5 });
    return {
      ...d,
      close: async () => {
        await d.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ pgliteSnapshot: snapshot });
}

export interface TestApi {
  app: FastifyInstance;
  /** This file's own file store (a temporary folder). */
  files: FileStore;
  database: OpenedDatabase;
  clock: { now: Date; advance(ms: number): void };
  /** The mails the API sent, oldest first (unless the file gave its own mailer). */
  mails: MailMessage[];
}

/**
 * Builds the site-like host (a static route outside /api) with the API under /api, for one test file. `beforeRegister`
 * runs on the host before the API registers (an onRoute hook that lists the API's routes).
 */
export function useApi(options: Partial<Omit<ApiPluginOptions, 'db'>> = {}, beforeRegister?: (app: FastifyInstance) => void): TestApi {
  const t = {
    clock: {
      now: new Date(),
      advance(ms: number) {
        this.now = new Date(this.now.getTime() + ms);
      },
    },
    mails: [],
  } as unknown as TestApi;
  beforeAll(async () => {
    t.files = folderStore(mkdtempSync(path.join(tmpdir(), 'tax-api-files-')));
    t.database = await openTestDatabase();
    // As the site server and the standalone API are: router-level errors in the API's error shape.
    t.app = Fastify({ logger: false, frameworkErrors });
    t.app.get('/', async () => 'the static site');
    beforeRegister?.(t.app);
    await t.app.register(apiPlugin, {
      prefix: '/api',
      db: t.database.db,
      rateLimit: false,
      // Some tests send many requests at once from one address on purpose (idempotency under concurrency);
      // the in-flight bounds have their own tests (security.test.ts).
      inFlight: false,
      now: () => t.clock.now,
      telephonyToken: 'test-telephony-token',
      files: t.files,
      mailer: { where: 'test', send: async (message) => void t.mails.push(message) },
      ...options,
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  return t;
}

/** The mails sent after an answer are on their way once the event loop has turned (routes send them with setImmediate). */
export const mailsSettled = () => new Promise((resolve) => setImmediate(resolve));

/**
 * An account as its owner has it once the confirmation link was followed: registered, confirmed (here directly in the
 * database; the link itself is tested in registration.test.ts) and signed in. Returns the session cookie and the user.
 */
export async function registerConfirmed(
  t: TestApi,
  body: Record<string, unknown> & { email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<{ cookie: string; user: { id: string; email: string; kind: string } & Record<string, unknown> }> {
  const headers = { 'content-type': 'application/json' };
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers, remoteAddress });
  expect(registered.statusCode, registered.body).toBe(202);
  await t.database.db.updateTable('users').set({ confirmed_at: new Date() }).where('email', '=', body.email.toLowerCase()).execute();
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: body.email, password: body.password },
    headers,
    remoteAddress,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const sid = ([] as string[]).concat((signIn.headers['set-cookie'] as string | string[]) ?? []).find((c) => c.startsWith('tax_sid='));
  return { cookie: String(sid).split(';')[0]!, user: json(signIn).user };
}

// oxlint-disable-next-line typescript/no-explicit-any -- tests read arbitrary JSON
export function json<T = any>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** Asserts the body matches a contract schema and returns it typed. */
export function expectShape<S extends z.ZodMiniType>(schema: S, res: LightMyRequestResponse): z.output<S> {
  const body = json(res);
  const r = schema.safeParse(body);
  if (!r.success)
    throw new Error(`response does not match the contract: ${JSON.stringify(r.error.issues.slice(0, 5))}\n${res.body.slice(0, 500)}`);
  return r.data as z.output<S>;
}

export function expectError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json(res);
  expect(body).toHaveProperty('error.code');
  expect(body).toHaveProperty('error.message');
  expect(typeof body.error.message).toBe('string');
  expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  if (code) expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

export async function countRows(
  t: TestApi,
  table: 'contact_messages' | 'vacancy_applications' | 'partner_applications' | 'service_requests' | 'users' | 'release_metrics',
): Promise<number> {
  const r = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The bytes of a stored CV, from the test's file store. */
export async function storedFile(t: TestApi, key: string): Promise<Buffer> {
  const stream = await t.files.get(key);
  if (!stream) throw new Error(`no file ${key} in the store`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const LOCALES = ['uz', 'ru', 'en'] as const;

/** Multipart body builder (fastify inject has no FormData support of its own). */
export function multipart(fields: Record<string, string>, file?: { name: string; filename: string; content: Buffer; type?: string }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal valid PDF. */
export function pdfBytes(extra = ''): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A DOCX-like zip with the given part names (each a small XML part unless `parts` gives its content), deflated. */
export function zipBytes(names: string[], parts: Record<string, string | Uint8Array> = {}): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const name of names) {
    const content = parts[name] ?? (name === 'word/document.xml' ? DOCUMENT_XML('Curriculum vitae') : '<xml/>');
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return Buffer.from(zipSync(entries));
}

/** A document.xml with one paragraph of text, and optionally raw run XML after it (fields, say). */
export const DOCUMENT_XML = (text: string, runs = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r>${runs}</w:p></w:body></w:document>`;

/** A Word 97 compound file (written by the cfb library) with a WordDocument stream and any other streams given. */
export function docBytes(streams: Record<string, Uint8Array | string> = {}): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('\xec\xa5 Curriculum vitae of Ali Valiyev', 'latin1'));
  for (const [name, content] of Object.entries(streams))
    CFB.utils.cfb_add(container, name, typeof content === 'string' ? Buffer.from(content, 'latin1') : Buffer.from(content));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
