/**
 * Creates a staff account (same DATABASE_URL / DATA_DIR as the server) and prints its password once.
 *   npm run staff -- --email ops@soliq.uz            a generated password, printed once
 *   STAFF_PASSWORD=… npm run staff -- --email …      the given password (12+ characters, not a common one)
 *   npm run staff -- --email … --reset               a new password for an existing account (sessions ended)
 * STAFF_EMAIL may stand for --email.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/open.ts';
import { createStaffAccount, generatePassword } from '../src/staff.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, reset: { type: 'boolean', default: false } } });
const email = values.email ?? process.env.STAFF_EMAIL;
if (!email) {
  console.error('Usage: npm run staff -- --email someone@example.uz [--reset]   (STAFF_PASSWORD to choose the password)');
  process.exit(2);
}
const given = process.env.STAFF_PASSWORD;
const password = given || generatePassword();
const d = await openDatabase({ seed: false });
try {
  const r = await createStaffAccount(d.db, { email, password, reset: values.reset });
  console.log(`Staff account ${r.email} ${r.action === 'created' ? 'created' : 'given a new password'} (${d.kind}).`);
  if (!given) console.log(`Password (shown only now; store it in a password manager): ${password}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await d.close();
}
