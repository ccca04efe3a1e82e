/**
 * Preview tokens: a short-lived, signed permission to see one item's draft as the public page. HMAC-SHA256 with a key
 * kept in the database (made once, shared by every server on it), so a preview opened on one server works on another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const KEY_NAME = 'editorial_preview_key';

export interface PreviewTokens {
  sign(type: string, id: string, expiresAt: Date): string;
  /** The item's id when the token is genuine, for this type, and not expired; else null. */
  verify(token: string, type: string, now: Date): string | null;
  /** The type and item of a genuine token not expired; else null. */
  read(token: string, now: Date): { type: string; id: string } | null;
}

export async function previewTokens(db: Kysely<Database>): Promise<PreviewTokens> {
  await db
    .insertInto('app_meta')
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const read = (token: string, now: Date): { type: string; id: string } | null => {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t?: unknown; id?: unknown; exp?: unknown };
      if (typeof claims.t !== 'string' || typeof claims.id !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now.getTime())
        return null;
      return { type: claims.t, id: claims.id };
    } catch {
      return null;
    }
  };
  return {
    sign(type, id, expiresAt) {
      const payload = Buffer.from(JSON.stringify({ t: type, id, exp: expiresAt.getTime() })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, type, now) {
      const claim = read(token, now);
      return claim && claim.type === type ? claim.id : null;
    },
    read: (token, now) => read(token, now),
  };
}
