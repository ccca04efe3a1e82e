/**
 * Secrets kept at rest (second-factor keys). With STAFF_SECRET_KEY (32 bytes, base64 or hex) they are encrypted with
 * AES-256-GCM: a copy of the database (a backup, a dump) does not give the keys away. Without it they are stored as they
 * are, marked `plain:`, and the server says so at start; configuring a key later reads the plain ones and encrypts each
 * on its next write.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(value: string): string;
  open(stored: string): string;
  readonly encrypted: boolean;
}

function keyOf(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('STAFF_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

export function createSecretBox(rawKey: string | undefined = process.env.STAFF_SECRET_KEY): SecretBox {
  const key = rawKey ? keyOf(rawKey) : undefined;
  return {
    encrypted: key !== undefined,
    seal(value) {
      if (!key) return `plain:${value}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    open(stored) {
      if (stored.startsWith('plain:')) return stored.slice(6);
      const [version, iv, tag, data] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable stored secret');
      if (!key) throw new Error('a second-factor key is encrypted but STAFF_SECRET_KEY is not set');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
