/**
 * A deploy folder nobody published a shell into (a fresh checkout started with BUILD_ON_START=0, an empty
 * DEPLOY_DIR) has no page to serve. Instead of failing every page with the error handler's JSON 500, each page is a
 * plain 503 in the three languages with Retry-After (a balancer or crawler comes back; nothing caches it), the
 * operator is told once what to do, and /api/ready says the server is not ready. Checked on every page request (one
 * stat): a publish while the server runs is served at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { LOCALE_TAGS, type Locale } from '@tax/shared/server';

/** The visitor's language first, then the other two: whoever reads it finds their own. */
const TEXTS: Record<Locale, { title: string; text: string }> = {
  uz: {
    title: 'Sayt hozir ishlamayapti',
    text: 'Sayt yangilanmoqda. Bir necha daqiqadan soʻng sahifani yangilang. Call-markaz: 1198.',
  },
  ru: {
    title: 'Сайт сейчас недоступен',
    text: 'Сайт обновляется. Обновите страницу через несколько минут. Колл-центр: 1198.',
  },
  en: {
    title: 'The site is unavailable right now',
    text: 'The site is being updated. Reload the page in a few minutes. Call centre: 1198.',
  },
};
const ORDER: Locale[] = ['uz', 'ru', 'en'];

export interface ShellPresence {
  /** True when the deploy folder has a shell to serve pages with. */
  published(): boolean;
}

/** Watches for the shell's index.html; logs one line for the operator when it is missing, one when it is back. */
export function shellPresence(shellDir: string, log: { error(line: string): void; info(line: string): void }): ShellPresence {
  const file = join(shellDir, 'index.html');
  let missing = false;
  const published = () => {
    const present = existsSync(file);
    if (!present && !missing)
      log.error(
        `site: no shell published in ${shellDir}: pages answer 503 and /api/ready is not ready until one is. ` +
          'Publish a build (npm run deploy -- shell, then the sections), or start with BUILD_ON_START=1 to build and publish here.',
      );
    else if (present && missing) log.info(`site: the shell in ${shellDir} is published: serving pages`);
    missing = !present;
    return present;
  };
  published();
  return { published };
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a visitor gets while there is no shell: no script, no stylesheet file, legible at any width. */
export function noShellPage(locale: Locale): string {
  const order = [locale, ...ORDER.filter((l) => l !== locale)];
  const parts = order
    .map((l, i) => {
      const { title, text } = TEXTS[l];
      const heading = i === 0 ? `<h1>${escape(title)}</h1>` : `<h2>${escape(title)}</h2>`;
      return `<section lang="${LOCALE_TAGS[l]}">${heading}<p>${escape(text)}</p></section>`;
    })
    .join('');
  return (
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escape(TEXTS[locale].title)}</title>` +
    '<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1b1e;background:#fff}' +
    'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #dee2e6}' +
    'h1,h2{font-size:1.25rem;margin:0 0 .5rem}p{margin:0}</style></head>' +
    `<body><main>${parts}</main></body></html>`
  );
}

/** Answers a page request while there is no shell. */
export function sendNoShellPage(reply: FastifyReply, locale: Locale) {
  return reply
    .code(503)
    .header('Retry-After', '60')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(noShellPage(locale));
}
