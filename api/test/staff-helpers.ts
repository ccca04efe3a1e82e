/** Staff accounts for tests: created as an operator would, then signed in over HTTP with computed codes. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRole } from '@tax/shared/contract';
import type { MailMessage, Mailer } from '../src/lib/mail.ts';
import { totpCode } from '../src/lib/totp.ts';
import { createStaffAccount } from '../src/staff.ts';
import { json, type TestApi } from './helpers.ts';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  /** The session cookie (`tax_staff=…`), signed in unless created with `enrol: false`. */
  cookie: string;
  /** The second factor's key (base32), once enrolled. */
  secret: string;
  recoveryCodes: string[];
}

/** A mailer that keeps what it would have sent; with `failing`, it fails as an unreachable SMTP server does. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const mailer = {
    where: 'memory',
    sent: [] as MailMessage[],
    failing: false,
    async send(m: MailMessage) {
      if (mailer.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mailer.sent.push(m);
    },
  };
  return mailer;
}

export const staffCookieOf = (res: { headers: Record<string, unknown> }): string => {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const c = all.find((v) => v.startsWith('tax_staff='));
  expect(c, 'a tax_staff cookie').toBeDefined();
  return c!.split(';')[0]!;
};

/** A code for the test clock's moment, the step after the last one used (each code is accepted once). */
export function nextCode(t: TestApi, secret: string): string {
  t.clock.advance(30_000);
  return totpCode(secret, t.clock.now);
}

let n = 0;
/** Creates an account with these roles; signs it in and enrols it unless `enrol` is false (then only the password step). */
export async function createStaff(t: TestApi, roles: StaffRole[], opts: { enrol?: boolean; name?: string } = {}): Promise<TestStaff> {
  const email = `staff${++n}-${randomBytes(3).toString('hex')}@test.local`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  await createStaffAccount(t.database.db, { email, password, roles, name: opts.name ?? `Staff ${n}`, now: () => t.clock.now });
  const id = (await t.database.db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const signIn = await t.app.inject({ method: 'POST', url: '/api/staff/auth/sign-in', payload: { email, password } });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const first = json(signIn);
  expect(first.step).toBe('enrol');
  const pending = staffCookieOf(signIn);
  const secret = String(first.enrolment.secret).replace(/\s/g, '');
  if (opts.enrol === false) return { id, email, password, cookie: pending, secret, recoveryCodes: [] };
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/enrolment',
    payload: { code: nextCode(t, secret) },
    headers: { cookie: pending },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { id, email, password, cookie: staffCookieOf(confirm), secret, recoveryCodes: json(confirm).recoveryCodes };
}

/** Re-authenticates a signed-in staff member (role changes, second-factor resets and exports for 5 minutes). */
export async function reauthenticate(t: TestApi, s: TestStaff): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/reauth',
    payload: { password: s.password, code: nextCode(t, s.secret) },
    headers: { cookie: s.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}
