/**
 * Outgoing mail. With SMTP_URL (smtp[s]://user:password@host:port) it goes through that server (nodemailer); without,
 * each message is written to the outbox folder as a standard .eml file (OUTBOX_DIR, default api/.data/outbox, or
 * beside DATA_DIR), which any mail client opens and `npm run outbox` prints. Nothing is lost while no server is set.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_DATA_DIR } from '../db/open.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The message's language (the Content-Language header). */
  language?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: 'smtp' or the outbox folder. */
  readonly where: string;
}

export function outboxDir(): string {
  if (process.env.OUTBOX_DIR) return process.env.OUTBOX_DIR;
  return join(dirname(process.env.DATA_DIR ?? DEFAULT_DATA_DIR), 'outbox');
}

export function createMailer(options: { smtpUrl?: string; from?: string; outbox?: string } = {}): Mailer {
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  const from = options.from ?? process.env.MAIL_FROM ?? '"Soliq servis" <no-reply@soliqservis.example>';
  const headers = (message: MailMessage) => (message.language ? { 'Content-Language': message.language } : undefined);
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      where: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: headers(message) });
      },
    };
  }
  const dir = options.outbox ?? outboxDir();
  // The same composer builds the file, so the outbox holds exactly what an SMTP server would have been sent.
  const composer: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    where: dir,
    async send(message) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: headers(message),
      });
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      writeFileSync(join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

export interface OutboxMessage {
  file: string;
  date: string;
  to: string;
  subject: string;
  text: string;
}

/** A MIME encoded-word header ("=?UTF-8?Q?…?=", "=?UTF-8?B?…?="), decoded. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** One .eml file of the outbox as a reader wants it: who, what, when, and the text decoded. */
export function parseOutboxFile(source: string, file = ''): OutboxMessage {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return {
    file,
    date: headers.get('date') ?? '',
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: text.trimEnd(),
  };
}

/** The outbox's messages, newest first. */
export function readOutbox(dir = outboxDir(), limit = 20): OutboxMessage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit)
    .map((name) => parseOutboxFile(readFileSync(join(dir, name), 'utf8'), join(dir, name)));
}
