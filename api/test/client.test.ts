/**
 * The browser client against the real API (fetch served by fastify inject): the typed functions,
 * the paths they use and the answers all agree with the server. Also checks that the client bundle
 * does not carry zod.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, ApiError, configureApi, newIdempotencyKey } from '@tax/shared/api';
import { pdfBytes, useApi } from './helpers.ts';

const t = useApi();
let cookie = '';

/** fetch backed by inject, keeping one cookie jar like a browser. */
const injectFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://site.local');
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  if (init.body instanceof FormData) {
    const req = new Request('http://x/', { method: 'POST', body: init.body });
    payload = Buffer.from(await req.arrayBuffer());
    headers['content-type'] = req.headers.get('content-type')!;
  } else if (typeof init.body === 'string') payload = init.body;
  const res = await t.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const set = res.headers['set-cookie'];
  if (set) cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
  const out = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
  return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: out,
  });
}) as typeof fetch;

describe('browser client against the API', () => {
  it('reads content in a locale', async () => {
    configureApi({ baseUrl: '/api', fetch: injectFetch });
    const list = await api.news.list({ locale: 'en', pageSize: 3 });
    expect(list.items).toHaveLength(3);
    const item = await api.news.get(list.items[0]!.slug, { locale: 'en' });
    expect(item.item.title).toBe(list.items[0]!.title);
    expect((await api.regions.list({ locale: 'ru' })).items).toHaveLength(14);
    expect((await api.search({ q: 'soliq' })).total).toBeGreaterThan(0);
    expect((await api.company.document('ustav')).item.slug).toBe('ustav');
    const err = await api.news.get('missing-slug').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
  });

  it('submits forms, with idempotency, and maps field errors', async () => {
    configureApi({ baseUrl: '/api', fetch: injectFetch });
    const key = newIdempotencyKey();
    const body = { fio: 'Client Test', phone_number: '90 123 45 67', email: 'client@example.uz', message: 'From the client' };
    const a = await api.forms.contact(body, { idempotencyKey: key });
    const b = await api.forms.contact(body, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    const e = (await api.forms.contact({ ...body, email: 'nope' }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({ email: 'email' });
    const vacancy = (await api.vacancies.list({ status: 'open', pageSize: 1 })).items[0]!;
    const receipt = await api.forms.vacancyApplication({
      first_name: 'Ali',
      last_name: 'Valiyev',
      birthday: '1991-03-03',
      phone_number: '901234567',
      email: 'ali@example.uz',
      position: vacancy.slug,
      cv: new Blob([new Uint8Array(pdfBytes())]),
      cvName: 'cv.pdf',
    });
    expect(receipt.form).toBe('vacancy-application');
  });

  it('registers, reads its own requests, signs out', async () => {
    configureApi({ baseUrl: '/api', fetch: injectFetch });
    const email = `client-${Date.now()}@example.uz`;
    const answer = await api.auth.register({
      kind: 'individual',
      email,
      password: 'long enough pass',
      fio: 'Client User',
      phone_number: '901234567',
      locale: 'en',
    });
    expect(answer).toEqual({ sent: true });
    // As if the link in the e-mail had been followed (registration.test.ts follows it).
    await t.database.db.updateTable('users').set({ confirmed_at: new Date() }).where('email', '=', email).execute();
    const { user } = await api.auth.signIn({ email, password: 'long enough pass' });
    expect((await api.auth.me()).user.id).toBe(user.id);
    await api.forms.serviceRequest({ servicename: 'eds-key', fio: 'Client User', phone_number: '901234567', region_name: 'navoi' });
    expect((await api.auth.myRequests({ locale: 'en' })).items).toHaveLength(1);
    await api.auth.signOut();
    expect(((await api.auth.me().catch((x: unknown) => x)) as ApiError).status).toBe(401);
  });

  it('the client bundle carries no zod', async () => {
    const entry = fileURLToPath(new URL('../../shared/src/api/index.ts', import.meta.url));
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
      metafile: true,
    });
    const inputs = Object.keys(out.metafile!.inputs);
    expect(inputs.some((i) => i.includes('zod'))).toBe(false);
    expect(inputs.some((i) => i.includes('contract'))).toBe(false);
    expect(out.outputFiles[0]!.text.length).toBeLessThan(12_000);
  });

  it("the staff workspace's client carries no zod either, and is a part of its own (not in the public client)", async () => {
    const entry = fileURLToPath(new URL('../../shared/src/api/staff.ts', import.meta.url));
    // The kit itself is the shell's singleton: the workspace bundles only these two files.
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
      metafile: true,
      external: ['@tax/shared'],
    });
    const inputs = Object.keys(out.metafile!.inputs);
    expect(inputs.some((i) => i.includes('zod'))).toBe(false);
    // Which files, not in which order esbuild met them (staff-values imports editorial-values, which gives the
    // YouTube address parser the workspace's video fields use).
    expect(inputs.map((i) => i.replace(/^.*shared\/src\//, '')).sort()).toEqual([
      'api/staff.ts',
      'contract/editorial-values.ts',
      'contract/staff-values.ts',
      'contract/youtube.ts',
    ]);
    expect(out.outputFiles[0]!.text).toMatch(/from"@tax\/shared"/);
    const publicClient = await build({
      entryPoints: [fileURLToPath(new URL('../../shared/src/api/index.ts', import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
    });
    expect(Object.keys(publicClient.metafile!.inputs).some((i) => i.includes('staff'))).toBe(false);
  });
});
