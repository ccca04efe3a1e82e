/**
 * Upload stall: how long `/api/health` takes to answer while CVs of 5 MB are sent, against the API started as in
 * production (own process, 127.0.0.1, TRUST_PROXY=true so that X-Forwarded-For stands in for several addresses).
 * A probe is sent every 10 ms (one at a time); the figure is the slowest probe while the uploads run, beside the
 * slowest with nothing else going on.
 *   npm run bench:upload -w @tax/api
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './api-process.ts';

const api = await benchApi('uploadbench');
const uploads = mkdtempSync(path.join(os.tmpdir(), 'tax-uploadbench-files-'));
const { base } = api;

/** A scanned CV: one picture stream of 5 MB (random bytes, as compressed image data looks). */
function scannedPdf(): Buffer {
  const size = 5 * 1024 * 1024 - 400;
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    Buffer.from(`3 0 obj << /Length ${size} /Filter /DCTDecode >>\nstream\n`),
    randomBytes(size),
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

function form(position: string, content: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = { first_name: 'Ali', last_name: 'Valiyev', birthday: '1990-01-01', phone_number: '901234567', email: 'a@b.uz', position };
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  return {
    body: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function probeWhile(work: Promise<unknown> | undefined, ms = 2000): Promise<{ n: number; max: number; p50: number }> {
  const state = { done: false };
  const times: number[] = [];
  const settled = work ? work.finally(() => (state.done = true)) : new Promise((r) => setTimeout(r, ms)).then(() => (state.done = true));
  while (!state.done) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  await settled;
  times.sort((a, b) => a - b);
  return { n: times.length, max: times.at(-1) ?? NaN, p50: times[Math.floor(times.length / 2)] ?? NaN };
}

try {
  await api.start({ TRUST_PROXY: 'true', UPLOADS_DIR: uploads });
  const position = ((await (await fetch(`${base}/api/vacancies?status=open&pageSize=1`)).json()) as { items: { slug: string }[] }).items[0]!
    .slug;
  const send = async (address: string) => {
    const { body, type } = form(position, scannedPdf());
    const res = await fetch(`${base}/api/forms/vacancy-application`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': type, 'x-forwarded-for': address },
    });
    if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  };
  await send('198.51.100.1'); // warm: the first upload starts what starts lazily
  const idle = await probeWhile(undefined);
  const fmt = (r: { n: number; max: number; p50: number }) =>
    `${r.n} probes, median ${r.p50.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms`;
  console.log(`health, nothing else:          ${fmt(idle)}`);
  for (let round = 1; round <= 3; round++) {
    const one = await probeWhile(send(`198.51.100.${10 + round}`));
    console.log(`health during one 5 MB upload: ${fmt(one)}`);
  }
  const three = await probeWhile(Promise.all([send('198.51.100.21'), send('198.51.100.22'), send('198.51.100.23')]));
  console.log(`health during three at once:   ${fmt(three)}`);
} finally {
  await api.close();
  rmSync(uploads, { recursive: true, force: true });
}
