/**
 * `npm run outbox`: the newest messages the site would have sent, when no SMTP server is configured (SMTP_URL).
 * Each is also a standard .eml file in the outbox folder (OUTBOX_DIR; default api/.data/outbox, or beside DATA_DIR),
 * which any mail client opens.
 *   npm run outbox [-- --limit 5]
 */
import { parseArgs } from 'node:util';
import { outboxDir, readOutbox } from '../src/lib/mail.ts';

const { values } = parseArgs({ options: { limit: { type: 'string' } } });
const messages = readOutbox(outboxDir(), Math.max(1, Number(values.limit) || 5));
if (messages.length === 0) console.log(`The outbox (${outboxDir()}) is empty.`);
for (const message of messages) {
  console.log(
    `${'-'.repeat(72)}\n${message.date}\nTo: ${message.to}\nSubject: ${message.subject}\nFile: ${message.file}\n\n${message.text}\n`,
  );
}
