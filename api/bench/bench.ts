/**
 * Benchmark: starts the API as in production (NODE_ENV=production, own process, 127.0.0.1 only),
 * then runs autocannon for ~10 s per case: a cached news list, a search query, a form submission.
 * Afterwards checks that the number of stored submissions equals the number of 2xx answers.
 *   npm run bench -w @tax/api            (PGlite in a fresh temporary data directory)
 *   DATABASE_URL=... npm run bench -w @tax/api   (against PostgreSQL)
 * Options (env): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_FORM_REQUESTS (default 15000).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { apiDir, benchApi } from './api-process.ts';
import { staffSession } from './staff-session.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const formAmount = Number(process.env.BENCH_FORM_REQUESTS ?? 15000);
const STAFF = { email: 'bench-staff@soliq.local', password: `bench-${randomBytes(12).toString('base64url')}` };

const api = await benchApi('bench');
const { base, dataDir } = api;

// The staff account that reads the stored submissions back: created as an operator would, before the start
// (PGlite allows one process at a time).
// PORT: this benchmark's own (nothing listens there yet), so the command opens the database rather than asking a site.
const staff = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', '--email', STAFF.email, '--role', 'handler'], {
  cwd: apiDir,
  env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: STAFF.password, PORT: new URL(base).port, OPS_TOKEN: '' },
  stdio: 'inherit',
});
if (staff.status !== 0) throw new Error('could not create the staff account');

const staffCookie = () => staffSession(base, STAFF);
async function storedContacts(cookie: string): Promise<number> {
  const r = await fetch(`${base}/api/staff/inbox?kind=contact&pageSize=1`, { headers: { cookie } });
  return ((await r.json()) as { total: number }).total;
}

type Row = { case: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; '2xx': number; 'non-2xx': number; errors: number };
const rows: Row[] = [];

async function run(name: string, opts: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ url: base, connections, duration, ...opts });
  rows.push({
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  });
  return result;
}

const WORDS = [
  'soliq',
  'xizmat',
  'hisob',
  'faktura',
  'kassa',
  'hisobot',
  'kabinet',
  'markaz',
  'imzo',
  'kalit',
  'deklaratsiya',
  'korxona',
  'tadbirkor',
  'ariza',
  'vakansiya',
  'mutaxassis',
  'toʻlov',
  'shartnoma',
  'ustav',
  'oferta',
];

try {
  const t0 = Date.now();
  // Throughput of one load generator: the per-client limits (requests per minute, requests in flight) are off.
  await api.start({ RATE_LIMIT_MAX: '0', IN_FLIGHT_LIMITS: '0' });
  console.log(
    `API ready in ${((Date.now() - t0) / 1000).toFixed(1)} s on ${base} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}); ${duration} s per case, ${connections} connections`,
  );

  await run('GET /api/news (cached list)', {
    requests: [{ method: 'GET', path: '/api/news?locale=en&page=1&pageSize=10', headers: { 'accept-encoding': 'gzip' } }],
  });

  let i = 0;
  await run('GET /api/search (full text, uncached)', {
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          i++;
          const q = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`;
          return { ...req, path: `/api/search?locale=uz&q=${encodeURIComponent(i % 3 === 0 ? q.split(' ')[0]! : q)}` };
        },
      },
    ],
  });

  const cookie = await staffCookie();
  const before = await storedContacts(cookie);
  let n = 0;
  // A fixed number of requests (about 10 s worth), so that every request sent has its answer counted:
  // a time-bounded run drops the answers still in flight when it stops, though the server stores them.
  const form = await run('POST /api/forms/contact', {
    amount: formAmount,
    requests: [
      {
        method: 'POST',
        path: '/api/forms/contact',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            fio: `Bench Visitor ${++n}`,
            phone_number: '+998 90 123 45 67',
            email: `bench${n}@example.uz`,
            message: `Benchmark message number ${n}`,
          }),
        }),
      },
    ],
  });
  const after = await storedContacts(cookie);
  const stored = after - before;

  // Release beacons: a batch of five events (three apps, two kinds), as a page sends every 10 s at most, each with a
  // page view's token (decision 0041).
  const beaconToken = ((await (await fetch(`${base}/api/beacons/token`)).json()) as { token: string }).token;
  const KINDS = ['view', 'view', 'view', 'fallback', 'load-failure'];
  let b = 0;
  const beacons = await run('POST /api/beacons (5 events a batch)', {
    requests: [
      {
        method: 'POST',
        path: '/api/beacons',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            token: beaconToken,
            events: KINDS.map((kind, k) => ({ kind, app: ['home', 'news', 'about'][(b + k) % 3], version: `1.0.${++b % 4}` })),
          }),
        }),
      },
    ],
  });

  console.table(rows);
  const ok = stored === form['2xx'] && form['2xx'] > 0;
  console.log(`form submissions: ${form['2xx']} answered 2xx, ${stored} stored -> ${ok ? 'OK (equal)' : 'MISMATCH'}`);
  console.log(
    `beacons: ${Math.round(beacons.requests.average * 5)} events written per second (${Math.round(beacons.requests.average)} batches/s)`,
  );
  if (!ok) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await api.close();
}
