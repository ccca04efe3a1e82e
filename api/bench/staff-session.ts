/** A benchmark's staff session: the account's first sign-in, its enrolment with a computed code, the session cookie. */
import { totpCode } from '../src/lib/totp.ts';

export async function staffSession(base: string, account: { email: string; password: string }): Promise<string> {
  const cookieOf = (r: Response) => r.headers.get('set-cookie')!.split(';')[0]!;
  const signIn = await fetch(`${base}/api/staff/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!signIn.ok) throw new Error(`staff sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { enrolment } = (await signIn.json()) as { enrolment: { secret: string } };
  const confirm = await fetch(`${base}/api/staff/auth/enrolment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieOf(signIn) },
    body: JSON.stringify({ code: totpCode(enrolment.secret, new Date()) }),
  });
  if (!confirm.ok) throw new Error(`staff enrolment failed: ${confirm.status} ${await confirm.text()}`);
  return cookieOf(confirm);
}
