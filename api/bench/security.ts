/**
 * Security figures, measured against the API started as in production (own process, 127.0.0.1, default limits,
 * TRUST_PROXY=true so that X-Forwarded-For can stand in for many client addresses):
 *  1. parallel sign-in burst: 100 wrong passwords for one e-mail at once, each from its own address, then the
 *     right password from a fresh address; counts the answers by status.
 *  2. search flood: one address runs 50 parallel search clients for BENCH_FLOOD_S seconds (default 8) while
 *     another client reads the cached news list one request after another; its latency with and without the flood.
 *   npm run bench:security -w @tax/api                 (PGlite in a fresh temporary data directory)
 *   DATABASE_URL=... npm run bench:security -w @tax/api (against PostgreSQL)
 */
import { benchApi } from './api-process.ts';

const floodSeconds = Number(process.env.BENCH_FLOOD_S ?? 8);

const api = await benchApi('secbench');
const { base } = api;

const post = (p: string, body: unknown, address: string) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((acc, s) => {
      acc[s] = (acc[s] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ');

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function newsLatency(ms: number): Promise<{ n: number; p50: number; p95: number; max: number; statuses: string }> {
  const times: number[] = [];
  const statuses: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const t = performance.now();
    const r = await fetch(`${base}/api/news?locale=en&page=1&pageSize=10`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    await r.arrayBuffer();
    times.push(performance.now() - t);
    statuses.push(r.status);
  }
  times.sort((a, b) => a - b);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return { n: times.length, p50: r1(pct(times, 50)), p95: r1(pct(times, 95)), max: r1(times.at(-1) ?? NaN), statuses: tally(statuses) };
}

const WORDS = ['soliq', 'xizmat', 'hisob', 'faktura', 'kassa', 'hisobot', 'kabinet', 'markaz', 'imzo', 'kalit', 'deklaratsiya'];

try {
  // TRUST_PROXY: X-Forwarded-For stands in for many client addresses.
  await api.start({ TRUST_PROXY: 'true' });
  console.log(`API on ${base} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);

  // ---- 1. parallel burst
  const email = `victim-${Date.now()}@example.uz`;
  const password = 'Quiet-Harbour-7-Lanterns';
  const reg = await post(
    '/api/auth/register',
    { kind: 'individual', email, password, fio: 'Burst Victim', phone_number: '+998 90 123 45 67' },
    '10.1.0.1',
  );
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const t0 = performance.now();
  const burst = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post('/api/auth/sign-in', { email, password: `wrong-guess-${i}` }, `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`).then(
        (r) => r.status,
      ),
    ),
  );
  const burstMs = Math.round(performance.now() - t0);
  const right = await post('/api/auth/sign-in', { email, password }, '10.3.0.1');
  console.log(`parallel burst: 100 wrong passwords from 100 addresses in ${burstMs} ms -> ${tally(burst)}`);
  console.log(`then the right password from a fresh address -> ${right.status}`);

  // ---- 2. search flood
  await fetch(`${base}/api/news?locale=en&page=1&pageSize=10`); // warm the answer cache
  const quiet = await newsLatency(3000);
  const flood = { on: true };
  const floodStatuses: number[] = [];
  let i = 0;
  const flooders = Array.from({ length: 50 }, async () => {
    while (flood.on) {
      i++;
      const q = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`;
      try {
        const r = await fetch(`${base}/api/search?locale=uz&q=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': '10.8.8.8' } });
        await r.arrayBuffer();
        floodStatuses.push(r.status);
        // A refused client backs off a little, as a client would that reads Retry-After.
        if (r.status === 429) await new Promise((res) => setTimeout(res, 20));
      } catch {
        floodStatuses.push(0);
      }
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  const flooded = await newsLatency(floodSeconds * 1000);
  flood.on = false;
  await Promise.all(flooders);
  console.log(`flood: 50 parallel search clients from one address -> ${tally(floodStatuses)}`);
  console.table({ 'news, quiet': quiet, 'news, during the search flood': flooded });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await api.close();
}
