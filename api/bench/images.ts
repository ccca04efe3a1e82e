/**
 * Editors' images: processing time and output sizes for a 4000×3000 JPEG (made here with sharp from noise over a
 * gradient, so that it compresses like a photo), and what an upload does to the requests around it.
 *
 * 1. In this process: `processImage` on the file, with the event loop's delay sampled meanwhile (perf_hooks), and a
 *    timer asked for every 10 ms (how late it comes).
 * 2. The API started as in production (own process): the image uploaded over HTTP by an editor while `/api/health`
 *    is asked every 10 ms; the slowest answer during the upload beside the slowest with nothing going on.
 *   npm run bench:images -w @tax/api
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { defaultImageCrop } from '@tax/shared/contract';
import { openDatabase } from '../src/db/open.ts';
import { inspectImage, processImage } from '../src/files/images.ts';
import { createStaffAccount } from '../src/staff.ts';
import { benchApi } from './api-process.ts';
import { staffSession } from './staff-session.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const EDITOR = { email: 'bench-editor@tax.local', password: 'bench-editor-password-1' };
const work = mkdtempSync(path.join(os.tmpdir(), 'tax-imagebench-'));

async function photo(): Promise<Buffer> {
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0a6"/><stop offset=".5" stop-color="#fc3"/><stop offset="1" stop-color="#c30"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** How late a 10 ms timer fires while `job` runs: the event loop's stalls as another request would meet them. */
async function lateness<T>(job: () => Promise<T>): Promise<{ value: T; maxLate: number; p99: number; elapsed: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let maxLate = 0;
  const state = { running: true };
  const tick = async () => {
    while (state.running) {
      const asked = performance.now();
      await new Promise((r) => setTimeout(r, 10));
      maxLate = Math.max(maxLate, performance.now() - asked - 10);
    }
  };
  const ticking = tick();
  const started = performance.now();
  const value = await job();
  const elapsed = performance.now() - started;
  state.running = false;
  await ticking;
  histogram.disable();
  return { value, maxLate, p99: histogram.percentile(99) / 1e6, elapsed };
}

async function probeWhile(base: string, job: Promise<unknown> | undefined, idleMs = 2000) {
  const state = { done: false };
  const times: number[] = [];
  const settled = job ? job.finally(() => (state.done = true)) : new Promise((r) => setTimeout(r, idleMs)).then(() => (state.done = true));
  while (!state.done) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  await settled;
  times.sort((a, b) => a - b);
  return `${times.length} probes, median ${ms(times[Math.floor(times.length / 2)] ?? NaN)}, slowest ${ms(times.at(-1) ?? NaN)}`;
}

const api = await benchApi('images');
try {
  const file = path.join(work, 'photo.jpg');
  writeFileSync(file, await photo());
  console.log(
    `input: ${WIDTH}×${HEIGHT} JPEG, ${kb(statSync(file).size)} (load average ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} cores)`,
  );

  // 1. In this process.
  const seen = await inspectImage(file);
  await processImage(file, seen, defaultImageCrop); // warm: libvips loads its codecs on first use
  const idle = await lateness(() => new Promise((r) => setTimeout(r, 3000)));
  console.log(`nothing going on (3 s): event loop p99 delay ${ms(idle.p99)}, a 10 ms timer late by ${ms(idle.maxLate)} at most`);
  for (let round = 1; round <= 3; round++) {
    const { value, maxLate, p99, elapsed } = await lateness(() => processImage(file, seen, defaultImageCrop));
    console.log(
      `round ${round}: processed in ${ms(elapsed)}; event loop meanwhile: p99 delay ${ms(p99)}, a 10 ms timer late by ${ms(maxLate)} at most`,
    );
    if (round === 3) {
      for (const v of [...value.variants, value.og])
        console.log(`  ${v.name.padEnd(28)} ${`${v.width}×${v.height}`.padEnd(10)} ${kb(v.data.length)}`);
      console.log(
        `  ${'master.webp (not served)'.padEnd(28)} ${`${value.master.width}×${value.master.height}`.padEnd(10)} ${kb(value.master.data.length)}`,
      );
    }
  }

  // 2. Over HTTP, the API in its own process.
  const d = await openDatabase({ dataDir: api.dataDir, seed: true });
  try {
    await createStaffAccount(d.db, { ...EDITOR, roles: ['editor'], name: 'Bench Editor' });
  } finally {
    await d.close();
  }
  await api.start({ RATE_LIMIT_MAX: '0', UPLOADS_DIR: path.join(work, 'uploads') });
  const cookie = await staffSession(api.base, EDITOR);
  const upload = async (content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const res = await fetch(`${api.base}/api/staff/editorial/images`, { method: 'POST', body: form, headers: { cookie } });
    if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
    return performance.now() - started;
  };
  // Each round a different file (the same file again is answered from what was made before).
  const variant = (n: number) =>
    sharp(file)
      .modulate({ brightness: 1 + n / 100 })
      .jpeg({ quality: 90 })
      .toBuffer();
  await upload(await variant(0));
  console.log(`health, nothing else:            ${await probeWhile(api.base, undefined)}`);
  for (let round = 1; round <= 3; round++) {
    const content = await variant(round);
    let took = 0;
    const probes = await probeWhile(
      api.base,
      upload(content).then((t) => (took = t)),
    );
    console.log(`health during an upload (${ms(took)}): ${probes}`);
  }
} finally {
  await api.close();
  rmSync(work, { recursive: true, force: true });
}
