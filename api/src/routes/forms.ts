/**
 * The four public forms. Each validates with the contract (422 + per-field codes), stores durably,
 * honours Idempotency-Key (a retry is stored once and gets the same answer) and is rate limited.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import * as C from '@tax/shared/contract';
import { fieldErrors, normalizeUzPhone, referenceOf, type FieldErrorCode, type FormKind } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { MULTIPART_LIMITS, limitedRoute, localeOf } from '../context.ts';
import { tashkentDay } from '../lib/days.ts';
import type { Database } from '../db/schema.ts';
import { CV_MIME, safeFileName, type CvVerdict } from '../lib/cv.ts';
import { ApiHttpError, validationFailed } from '../lib/errors.ts';
import { currentUser, newId } from '../session.ts';

const KEY_RE = /^[\x21-\x7e]{1,200}$/;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_RE.test(key))
    throw new ApiHttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1-200 visible ASCII characters');
  return key;
}

function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

type Receipt = C.FormReceipt;

async function submit(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormKind,
  hashInput: unknown,
  insert: (trx: Transaction<Database>, id: string, now: Date) => Promise<void>,
) {
  const key = idempotencyKeyOf(request);
  const requestHash = createHash('sha256').update(canonical(hashInput)).digest('hex');
  const { db } = ctx;
  const replay = async (): Promise<FastifyReply> => {
    const row = await db.selectFrom('idempotency_keys').selectAll().where('form', '=', form).where('key', '=', key!).executeTakeFirst();
    if (!row) throw new ApiHttpError(409, 'idempotency_conflict', 'The request with this Idempotency-Key is still being processed');
    if (row.request_hash !== requestHash)
      throw new ApiHttpError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for a different submission');
    if (row.status_code === null)
      throw new ApiHttpError(409, 'idempotency_conflict', 'The request with this Idempotency-Key is still being processed');
    // Rebuilt in the first answer's key order (jsonb keeps its own), with the reference that answers stored before
    // receipts carried one lack: it is derived from the id.
    const stored = row.response as Receipt;
    const replayed: Receipt = {
      id: stored.id,
      reference: referenceOf(form, stored.id),
      form,
      status: stored.status,
      createdAt: stored.createdAt,
    };
    return reply.code(row.status_code).header('idempotent-replayed', 'true').send(replayed);
  };
  if (key) {
    const seen = await db.selectFrom('idempotency_keys').select('form').where('form', '=', form).where('key', '=', key).executeTakeFirst();
    if (seen) return replay();
  }
  const now = ctx.now();
  const id = newId();
  const receipt: Receipt = { id, reference: referenceOf(form, id), form, status: 'received', createdAt: now.toISOString() };
  const stored = await db.transaction().execute(async (trx) => {
    if (key) {
      // Claims the key; a concurrent twin waits here until this transaction ends, then finds the key taken.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ form, key, request_hash: requestHash, status_code: null, response: null, created_at: now })
        .onConflict((oc) => oc.columns(['form', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) return false;
    }
    await insert(trx, id, now);
    if (key) {
      await trx
        .updateTable('idempotency_keys')
        .set({ status_code: 201, response: JSON.stringify(receipt) })
        .where('form', '=', form)
        .where('key', '=', key)
        .execute();
    }
    return true;
  });
  if (!stored) return replay();
  if (key && Math.random() < 0.01) {
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
      .execute();
  }
  return reply.code(201).send(receipt);
}

/** Validates a JSON form body: the body must be an object; every failing field gets its code. */
function validate<S extends typeof C.ContactForm | typeof C.PartnerApplicationForm | typeof C.ServiceRequestForm>(
  schema: S,
  body: unknown,
) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiHttpError(
      422,
      'validation_failed',
      'The body must be a JSON object',
      fieldErrors(schema.safeParse({}).error?.issues ?? []),
    );
  }
  const r = schema.safeParse(body);
  if (!r.success) throw validationFailed(fieldErrors(r.error.issues));
  return r.data as z.output<S>;
}

const emptyToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

export async function registerFormRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const routeOpts = limitedRoute(ctx);

  app.post('/forms/contact', routeOpts, async (request, reply) => {
    const f = validate(C.ContactForm, request.body);
    const data = { fio: f.fio, phone_number: normalizeUzPhone(f.phone_number)!, email: f.email.toLowerCase(), message: f.message };
    return submit(ctx, request, reply, 'contact', data, async (trx, id, now) => {
      await trx
        .insertInto('contact_messages')
        .values({ id, created_at: now, ...data, language: localeOf(request) })
        .execute();
    });
  });

  app.post('/forms/partner-application', routeOpts, async (request, reply) => {
    const f = validate(C.PartnerApplicationForm, request.body);
    const data = {
      company_name: f.companyName,
      fio: f.fio,
      phone_number: normalizeUzPhone(f.phone_number)!,
      email: f.email.toLowerCase(),
      website: emptyToNull(f.website),
      target: f.target,
    };
    return submit(ctx, request, reply, 'partner-application', data, async (trx, id, now) => {
      await trx
        .insertInto('partner_applications')
        .values({ id, created_at: now, ...data, language: localeOf(request) })
        .execute();
    });
  });

  app.post('/forms/service-request', routeOpts, async (request, reply) => {
    const f = validate(C.ServiceRequestForm, request.body);
    const service = await db.selectFrom('services').select('slug').where('slug', '=', f.servicename).executeTakeFirst();
    if (!service) throw validationFailed({ servicename: 'invalid' });
    // The product is priced now: the request keeps what the visitor saw, whatever the price list says later.
    const product = f.product
      ? await db
          .selectFrom('personal_products')
          .select(['slug', 'price'])
          .where('slug', '=', f.product)
          .where('service_slug', '=', f.servicename)
          .executeTakeFirst()
      : undefined;
    if (f.product && !product) throw validationFailed({ product: 'invalid' });
    const user = await currentUser(ctx, request);
    const data = {
      servicename: f.servicename,
      fio: f.fio,
      phone_number: normalizeUzPhone(f.phone_number)!,
      region_name: f.region_name,
      message: emptyToNull(f.message),
      user_id: user?.id ?? null,
      product: product?.slug ?? null,
      price: product ? Number(product.price) : null,
    };
    return submit(ctx, request, reply, 'service-request', data, async (trx, id, now) => {
      await trx
        .insertInto('service_requests')
        .values({ id, created_at: now, updated_at: now, status: 'new', ...data, language: localeOf(request) })
        .execute();
    });
  });

  app.post('/forms/vacancy-application', { ...routeOpts, bodyLimit: C.CV_MAX_BYTES + 256 * 1024 }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiHttpError(415, 'unsupported_media_type', 'Send multipart/form-data with a `cv` file');
    // The file goes to a temporary file as it arrives (never whole in memory), hashed on the way; the checks read
    // it on a worker thread; the file store keeps it; the database keeps what it is and its hash.
    const dir = await mkdtemp(path.join(tmpdir(), 'tax-cv-'));
    try {
      return await receiveApplication(ctx, request, reply, path.join(dir, 'cv'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

interface ReceivedFile {
  filename: string;
  size: number;
  sha256: string;
  truncated: boolean;
}

/** Reads the multipart body: the fields, and the `cv` file written to `target`. */
async function readApplicationBody(request: FastifyRequest, target: string) {
  const fields: Record<string, string> = {};
  let cv: ReceivedFile | undefined;
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'cv' || cv) {
        part.file.resume();
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target),
      );
      cv = { filename: part.filename, size, sha256: hash.digest('hex'), truncated: part.file.truncated };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
    }
  }
  return { fields, cv };
}

async function receiveApplication(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply, target: string) {
  const { db } = ctx;
  let body: Awaited<ReturnType<typeof readApplicationBody>>;
  try {
    body = await readApplicationBody(request, target);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationFailed({ cv: 'file_size' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiHttpError(413, 'payload_too_large', 'Too many parts');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiHttpError(415, 'unsupported_media_type', 'Send multipart/form-data');
    throw new ApiHttpError(400, 'bad_request', 'The multipart body could not be read');
  }
  const { fields, cv } = body;
  // The rest of the body was not read: report the file only.
  if (cv?.truncated || (cv && cv.size > C.CV_MAX_BYTES)) throw validationFailed({ cv: 'file_size' });
  const errors: Record<string, FieldErrorCode> = {};
  const r = C.VacancyApplicationFields.safeParse(fields);
  if (!r.success) Object.assign(errors, fieldErrors(r.error.issues));
  let verdict: CvVerdict | undefined;
  if (!cv) errors.cv = 'file_required';
  else if (cv.size === 0) errors.cv = 'file_empty';
  else {
    verdict = await ctx.cvChecker.check(target);
    if (!verdict.ok) {
      errors.cv = verdict.code;
      request.log.info({ reason: verdict.reason }, 'vacancy application: CV refused');
    }
  }
  if (r.success && !errors.birthday && !C.isPlausibleBirthday(r.data.birthday, ctx.now())) errors.birthday = 'age';
  if (r.success && !errors.position) {
    const v = await db.selectFrom('vacancies').select(['status', 'deadline']).where('slug', '=', r.data.position).executeTakeFirst();
    // Closed once its closing day has ended in Tashkent (the site's day), not at UTC midnight five hours later.
    if (!v) errors.position = 'invalid';
    else if (v.status !== 'open' || v.deadline < tashkentDay(ctx.now())) errors.position = 'closed';
  }
  if (Object.keys(errors).length > 0 || !r.success || !cv || !verdict?.ok) throw validationFailed(errors);
  const f = r.data;
  const type = verdict.type;
  const data = {
    first_name: f.first_name,
    last_name: f.last_name,
    surname: emptyToNull(f.surname),
    birthday: f.birthday,
    phone_number: normalizeUzPhone(f.phone_number)!,
    email: f.email.toLowerCase(),
    position: f.position,
    cv_filename: safeFileName(cv.filename, type),
    cv_type: type,
    cv_mime: CV_MIME[type],
    cv_size: cv.size,
    cv_sha256: cv.sha256,
  };
  // Stored before the row, outside the database's transaction (a bucket is a network call away); a file that no
  // row names in the end (a replayed or failed submission) is removed.
  const key = `cv/${randomUUID()}`;
  await ctx.files.put(key, target);
  try {
    return await submit(ctx, request, reply, 'vacancy-application', data, async (trx, id, now) => {
      await trx
        .insertInto('vacancy_applications')
        .values({ id, created_at: now, ...data, cv_key: key, language: localeOf(request) })
        .execute();
    });
  } finally {
    const named = await db.selectFrom('vacancy_applications').select('id').where('cv_key', '=', key).executeTakeFirst();
    if (!named)
      await ctx.files.delete(key).catch((error: unknown) => request.log.warn({ err: error }, 'an unneeded CV stayed in the file store'));
  }
}
