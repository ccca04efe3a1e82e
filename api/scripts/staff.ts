/**
 * Creates a staff account and prints its password once.
 *   npm run staff -- --email ops@soliq.uz --role admin                 a generated password, printed once
 *   npm run staff -- --email h@soliq.uz --role handler --role editor   several roles (or --role handler,editor)
 *   STAFF_PASSWORD=… npm run staff -- --email … --role …               the given password (12+ characters, not common)
 *   npm run staff -- --email … --reset [--role …]                      a new password (and roles) for an existing account
 *   … --name "Aziza Karimova"   the name shown in the workspace (default: the e-mail's name part)
 *   … --json                    one line of JSON on stdout: { email, action, roles, password }
 *
 * Against a running site: when the site server runs on this machine (PORT, default 3000; its ops token in
 * DEPLOY_DIR/.ops/<port>.token, or OPS_TOKEN), the account is created through it (a loopback-only endpoint that needs
 * the token), so the embedded database it holds is never opened twice. Otherwise the database is opened directly
 * (DATABASE_URL, else PGlite in DATA_DIR); an embedded database that another running process holds is refused.
 * STAFF_EMAIL may stand for --email, STAFF_ROLES for --role.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { OpsStaffResponse, StaffRole } from '@tax/shared/contract';
import { DatabaseInUseError, openDatabase } from '../src/db/open.ts';
import { createStaffAccount, generatePassword, parseRoles } from '../src/staff.ts';

const USAGE =
  'Usage: npm run staff -- --email someone@soliq.uz --role admin|editor|handler [--role …] [--name "…"] [--reset] [--port 3000] [--json]\n' +
  '       (STAFF_PASSWORD to choose the password; roles may be repeated or comma-separated)';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', multiple: true },
    name: { type: 'string' },
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const email = values.email ?? process.env.STAFF_EMAIL;
if (!email) fail(USAGE, 2);
let roles: StaffRole[];
try {
  roles = parseRoles([...(values.role ?? []), ...(process.env.STAFF_ROLES ? [process.env.STAFF_ROLES] : [])]);
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (roles.length === 0 && !values.reset) fail(`Give the account at least one role.\n${USAGE}`, 2);
const given = process.env.STAFF_PASSWORD || undefined;

function print(r: OpsStaffResponse, where: string) {
  if (values.json) {
    console.log(JSON.stringify(r));
    return;
  }
  console.log(
    `Staff account ${r.email} ${r.action === 'created' ? 'created' : 'given a new password'} with roles ${r.roles.join(', ')} (${where}).`,
  );
  if (r.password) console.log(`Password (shown only now; store it in a password manager): ${r.password}`);
  console.log('At the first sign-in (/workspace) it sets up its second factor with an authenticator app.');
}

/** The running site's answer, or undefined when no site server runs on this machine at that port. */
async function throughRunningSite(): Promise<OpsStaffResponse | undefined> {
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const tokenFile = join(resolve(process.env.DEPLOY_DIR ?? join(ROOT, 'deploy')), '.ops', `${port}.token`);
  const token = process.env.OPS_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '');
  if (!token) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/__ops/staff-accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': token },
      body: JSON.stringify({
        email,
        roles,
        reset: values.reset,
        ...(values.name ? { name: values.name } : {}),
        ...(given ? { password: given } : {}),
      }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return undefined; // Nothing listens there: no site is running.
  }
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
  if (response.ok) return body as OpsStaffResponse;
  if (response.status === 404)
    fail(
      `The server on port ${port} does not accept this machine's ops token (${tokenFile}): it was started before this ` +
        'version, or by another deploy folder. Restart it, or set DEPLOY_DIR / OPS_TOKEN / --port to match it.',
    );
  const fields = body?.error?.fields
    ? ` (${Object.entries(body.error.fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')})`
    : '';
  fail(`Refused by the running site: ${body?.error?.message ?? `HTTP ${response.status}`}${fields}`);
}

const viaSite = await throughRunningSite();
if (viaSite) {
  print(viaSite, 'through the running site');
} else {
  const password = given ?? generatePassword();
  let d: Awaited<ReturnType<typeof openDatabase>>;
  try {
    d = await openDatabase({ seed: false });
  } catch (error) {
    if (error instanceof DatabaseInUseError) fail(error.message);
    throw error;
  }
  try {
    const r = await createStaffAccount(d.db, {
      email,
      password,
      roles,
      reset: values.reset,
      ...(values.name ? { name: values.name } : {}),
    });
    print({ ...r, password: given ? null : password }, d.kind === 'pglite' ? 'embedded database' : 'PostgreSQL');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await d.close();
  }
}
