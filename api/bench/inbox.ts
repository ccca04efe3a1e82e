/**
 * The staff inbox with 10,000 submissions (issue 39): seeds them across the five kinds (contact messages, vacancy
 * applications, partner applications, service requests, page feedback; three languages, fourteen regions, six
 * months of dates, all within what retention keeps), starts the API as in production, signs a handler in, and times inbox pages that filter and search, one
 * request at a time, from the client (loopback HTTP included). Goal: p95 ≤ 100 ms.
 *   npm run bench:inbox -w @tax/api                                      (PGlite in a fresh temporary data directory)
 *   node ops/bin/with-postgres.mjs npm run bench:inbox -w @tax/api       (a throw-away PostgreSQL)
 * Options (env): BENCH_INBOX_ROWS (default 10000), BENCH_INBOX_REQUESTS (per case, default 100).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { REGION_CODES } from '@tax/shared/contract';
import { openDatabase } from '../src/db/open.ts';
import { createStaffAccount } from '../src/staff.ts';
import { benchApi } from './api-process.ts';
import { staffSession } from './staff-session.ts';

const ROWS = Number(process.env.BENCH_INBOX_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_INBOX_REQUESTS ?? 100);
const HANDLER = { email: 'bench-handler@soliq.local', password: `bench-${randomBytes(12).toString('base64url')}` };

const WORDS = {
  uz: [
    'soliq',
    'hisobot',
    'kalit',
    'imzo',
    'kassa',
    'toʻlov',
    'shartnoma',
    'ariza',
    'korxona',
    'xizmat',
    'oʻzbekiston',
    'maʼlumot',
    'deklaratsiya',
    'muddat',
  ],
  ru: [
    'налог',
    'отчёт',
    'ключ',
    'подпись',
    'касса',
    'оплата',
    'договор',
    'заявка',
    'предприятие',
    'услуга',
    'декларация',
    'срок',
    'помогите',
    'ошибка',
  ],
  en: [
    'tax',
    'report',
    'key',
    'signature',
    'register',
    'payment',
    'contract',
    'application',
    'company',
    'service',
    'return',
    'deadline',
    'help',
    'error',
  ],
} as const;
const NAMES = [
  'Karimov Aziz',
  'Иванова Мария',
  'Olimova Dilnoza',
  'Петров Сергей',
  'Yusupov Jasur',
  'Smith John',
  'Rahimova Gulnora',
  'Ким Елена',
];
const LOCALES = ['uz', 'ru', 'en'] as const;

let seed = 42;
/** A repeatable pseudo-random number in [0, 1) (the same data on each run and each database). */
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const sentence = (locale: (typeof LOCALES)[number], n: number) => Array.from({ length: n }, () => pick(WORDS[locale])).join(' ');
const phone = () => `+99890${String(Math.floor(rand() * 10_000_000)).padStart(7, '0')}`;

async function seedSubmissions(databaseUrl: string | undefined, dataDir: string) {
  const d = await openDatabase({ ...(databaseUrl ? { databaseUrl } : { dataDir }), seed: true });
  try {
    await createStaffAccount(d.db, { ...HANDLER, roles: ['handler'], name: 'Bench Handler' });
    const vacancies = (await d.db.selectFrom('vacancies').select('slug').execute()).map((v) => v.slug);
    const now = Date.now();
    const base = () => {
      const language = pick(LOCALES);
      return { id: randomUUID(), created_at: new Date(now - Math.floor(rand() * 180 * 86_400_000)), language };
    };
    const t0 = Date.now();
    const kinds = { contact: 0.4, partner: 0.1, service: 0.25, vacancy: 0.1, feedback: 0.15 };
    const batch = 500;
    for (let done = 0; done < ROWS; done += batch) {
      const size = Math.min(batch, ROWS - done);
      const contact: unknown[] = [];
      const partner: unknown[] = [];
      const service: unknown[] = [];
      const vacancy: unknown[] = [];
      const feedback: unknown[] = [];
      for (let i = 0; i < size; i++) {
        const r = rand();
        const b = base();
        const name = pick(NAMES);
        const email = `person${done + i}@example.uz`;
        if (r < kinds.contact)
          contact.push({ ...b, fio: name, phone_number: phone(), email, message: sentence(b.language, 12 + Math.floor(rand() * 30)) });
        else if (r < kinds.contact + kinds.partner)
          partner.push({
            ...b,
            company_name: `${pick(['Pay', 'Savdo', 'Тест', 'Global'])} ${done + i} LLC`,
            fio: name,
            phone_number: phone(),
            email,
            website: null,
            target: sentence(b.language, 15),
          });
        else if (r < kinds.contact + kinds.partner + kinds.service)
          service.push({
            ...b,
            updated_at: b.created_at,
            user_id: null,
            servicename: pick(['eds-key', 'cash-register', 'tax-reporting']),
            fio: name,
            phone_number: phone(),
            region_name: pick(REGION_CODES),
            message: sentence(b.language, 10),
            status: pick(['new', 'new', 'in_progress', 'done']),
            product: null,
            price: null,
          });
        else if (r < kinds.contact + kinds.partner + kinds.service + kinds.vacancy)
          vacancy.push({
            ...b,
            first_name: name.split(' ')[1],
            last_name: name.split(' ')[0],
            surname: null,
            birthday: '1990-01-01',
            phone_number: phone(),
            email,
            position: pick(vacancies),
            cv_filename: 'cv.pdf',
            cv_type: 'pdf',
            cv_mime: 'application/pdf',
            cv_size: 64,
            cv_sha256: '0'.repeat(64),
            cv_data: Buffer.alloc(64, 1),
          });
        else {
          const { language, ...rest } = b;
          feedback.push({
            ...rest,
            id: rest.id,
            path: `${language === 'uz' ? '' : `/${language}`}/services`,
            useful: pick(['yes', 'no']),
            message: sentence(language, 8),
          });
        }
      }
      const insert = async (
        table: 'contact_messages' | 'partner_applications' | 'service_requests' | 'vacancy_applications' | 'page_feedback',
        rows: unknown[],
      ) => {
        if (rows.length)
          await d.db
            .insertInto(table)
            .values(rows as never)
            .execute();
      };
      await insert('contact_messages', contact);
      await insert('partner_applications', partner);
      await insert('service_requests', service);
      await insert('vacancy_applications', vacancy);
      await insert('page_feedback', feedback);
    }
    const count = await d.db
      .selectFrom('inbox_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`seeded ${ROWS} submissions in ${((Date.now() - t0) / 1000).toFixed(1)} s; the inbox holds ${Number(count.n)} items`);
  } finally {
    await d.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const api = await benchApi('inbox');
try {
  await seedSubmissions(process.env.DATABASE_URL, api.dataDir);
  await api.start({ RATE_LIMIT_MAX: '0', IN_FLIGHT_LIMITS: '0' });
  const cookie = await staffSession(api.base, HANDLER);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  let i = 0;
  const word = (locale: (typeof LOCALES)[number] = LOCALES[i % 3]!) => {
    i++;
    return WORDS[locale][(i * 7) % WORDS[locale].length]!;
  };
  const cases: [string, () => string][] = [
    ['newest first, no filter', () => `?page=${1 + (i++ % 5)}&pageSize=20`],
    ['search one word', () => `?q=${encodeURIComponent(word())}&pageSize=20`],
    [
      'kind + language + search',
      () => {
        const locale = LOCALES[i % 3]!;
        return `?kind=contact&language=${locale}&q=${encodeURIComponent(word(locale))}&pageSize=20`;
      },
    ],
    [
      'status + dates + search, page 2',
      () => `?status=new&from=${monthAgo}&to=${today}&q=${encodeURIComponent(word())}&page=2&pageSize=20`,
    ],
    [
      'region + kind + two words',
      () => `?kind=service-request&region=${pick(REGION_CODES)}&q=${encodeURIComponent(`${word()} ${word()}`)}&pageSize=20`,
    ],
    ['assignee none + prefix search', () => `?assignee=none&q=${encodeURIComponent(word().slice(0, 4))}&pageSize=50`],
  ];
  const rows: Record<string, string | number>[] = [];
  const all: number[] = [];
  for (const [name, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let n = 0; n < REQUESTS; n++) {
      const started = performance.now();
      const res = await fetch(`${api.base}/api/staff/inbox${query()}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
      const body = (await res.json()) as { total?: number };
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
      total += body.total ?? 0;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      case: name,
      requests: REQUESTS,
      'avg matches': Math.round(total / REQUESTS),
      'p50 ms': Number(percentile(times, 50).toFixed(1)),
      'p95 ms': Number(percentile(times, 95).toFixed(1)),
      'max ms': Number(times.at(-1)!.toFixed(1)),
    });
  }
  console.table(rows);
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(
    `inbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${ROWS} submissions): p95 ${p95.toFixed(1)} ms over ${all.length} filtered and searched pages (goal ≤ 100 ms) -> ${p95 <= 100 ? 'OK' : 'OVER'}`,
  );
  if (p95 > 100) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await api.close();
}
