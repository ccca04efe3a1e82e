/**
 * Two API servers on one database (as two site servers on one PostgreSQL; `npm run test:api:pg` runs this there): a
 * publish on one is heard by the other's listeners within a tick and drops its cached answers; a due scheduled action
 * is applied once however many servers tick at the same moment.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentBus, type ContentChange } from '../src/editorial/content-changes.ts';
import type { Editorial } from '../src/editorial/index.ts';
import { frameworkErrors } from '../src/lib/errors.ts';
import { apiPlugin } from '../src/plugin.ts';
import { json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const busA = createContentBus();
let editorialA: Editorial;
const t = useApi({ mailer: memoryMailer(), contentBus: busA, editorialTickMs: 3_600_000, onEditorial: (e) => (editorialA = e) });

const busB = createContentBus();
const heardB: ContentChange[] = [];
busB.onContentChanged((change) => heardB.push(change));
let editorialB: Editorial;
let serverB: FastifyInstance;
let editor: TestStaff;

beforeAll(async () => {
  serverB = Fastify({ logger: false, frameworkErrors });
  await serverB.register(apiPlugin, {
    prefix: '/api',
    db: t.database.db,
    rateLimit: false,
    inFlight: false,
    mailer: memoryMailer(),
    now: () => t.clock.now,
    contentBus: busB,
    editorialTickMs: 3_600_000,
    onEditorial: (e) => (editorialB = e),
  });
  await serverB.ready();
  editor = await createStaff(t, ['editor']);
});
afterAll(async () => serverB?.close());

const content = {
  date: '2026-11-25',
  topic: 'events',
  texts: { uz: { title: 'Ikki server', summary: 'Qisqa', body: '<p>Matn</p>' } },
};
async function draft(slug: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/editorial/news',
    payload: { slug, content },
    headers: { cookie: editor.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as string;
}
const slugsOn = async (server: FastifyInstance) =>
  json(await server.inject({ url: '/api/news?pageSize=50' })).items.map((i: { slug: string }) => i.slug) as string[];

describe('two servers on one database', () => {
  it('a publish on one is heard on the other and its cached answers are dropped', async () => {
    const slug = `two-servers-${Date.now().toString(36)}`;
    const id = await draft(slug);
    expect(await slugsOn(serverB)).not.toContain(slug); // now kept in B's answer cache
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/staff/editorial/news/${id}/publish`,
      payload: {},
      headers: { cookie: editor.cookie },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await slugsOn(t.app)).toContain(slug);
    expect(heardB.some((c) => c.tags.includes(`news:${slug}`))).toBe(false);
    await editorialB.tick();
    expect(heardB.filter((c) => c.tags.includes(`news:${slug}`))).toEqual([
      { tags: ['news', `news:${slug}`, 'home', 'sitemap', 'rss', 'search'], paths: ['/', '/news', '/search', `/news/${slug}`] },
    ]);
    expect(await slugsOn(serverB)).toContain(slug);
  });

  it('a due scheduled action is applied by exactly one server', async () => {
    const slug = `two-servers-due-${Date.now().toString(36)}`;
    const id = await draft(slug);
    const at = new Date(t.clock.now.getTime() + 5 * 3600_000 + 10 * 60_000).toISOString().slice(0, 16);
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/editorial/news/${id}/schedules`,
      payload: { action: 'publish', at },
      headers: { cookie: editor.cookie },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    t.clock.advance(11 * 60_000);
    await Promise.all([editorialA.tick(), editorialB.tick(), editorialA.news.applyDue(), editorialB.news.applyDue()]);
    const applied = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'schedule-applied')
      .where('target_id', '=', id)
      .execute();
    expect(applied).toHaveLength(1);
    const published = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'content-published')
      .where('target_id', '=', id)
      .execute();
    expect(published).toHaveLength(1);
    expect((await serverB.inject({ url: `/api/news/${slug}` })).statusCode).toBe(200);
  });
});
