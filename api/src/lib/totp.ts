/**
 * The second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads
 * them) through `otpauth`, the QR code through `qrcode`, and single-use recovery codes kept only as hashes.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Soliq servis';
const PERIOD = 30;
const DIGITS = 6;

const totpOf = (secret: string, accountName: string) =>
  new TOTP({ issuer: ISSUER, label: accountName, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new key: 160 random bits in base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the enrolment screen shows: the otpauth URI, its QR code as an SVG data URL, and the key to type by hand. */
export async function enrolmentOf(secret: string, accountName: string) {
  const otpauthUri = totpOf(secret, accountName).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secret: secret.replace(/(.{4})(?=.)/g, '$1 '),
    issuer: ISSUER,
    accountName,
    digits: DIGITS,
    period: PERIOD,
  };
}

/**
 * The time step a code belongs to, when it is right for `now` or one step either side (a phone's clock a little off);
 * else null. The caller accepts a step only once (no replay while the code is still valid).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, 'x').validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code of a moment (tests, and the browser tests' helper). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret.replace(/\s/g, ''), 'x').generate({ timestamp: now.getTime() });

// Crockford's base32 without I, L, O, U: nothing to misread on paper.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten recovery codes of ten characters (50 bits each), shown as `7KQ2M-XW9PD`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: case, spaces and the dash forgiven, then SHA-256 (50 random bits, throttled). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
