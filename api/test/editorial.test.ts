/**
 * Editorial publishing of news (issue 40): drafts are not public, publishing is (article, list, RSS, search), a
 * schedule applies at its Tashkent time, two saves from one version conflict without losing either text, a changed
 * slug answers 301 and an unpublished article 410 and leaves the feeds and search, previews are the editor's only,
 * hostile rich text is cleaned or refused, every change is in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '../src/editorial/content-changes.ts';
import { createContentBus } from '../src/editorial/content-changes.ts';
import type { Editorial } from '../src/editorial/index.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const bus = createContentBus();
const heard: ContentChange[] = [];
bus.onContentChanged((change) => heard.push(change));
let editorial: Editorial;
const t = useApi({ mailer: memoryMailer(), contentBus: bus, editorialTickMs: 3_600_000, onEditorial: (e) => (editorial = e) });

let editor: TestStaff;
let second: TestStaff;
let handler: TestStaff;
let admin: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });

const texts = (title: string, extra = '') => ({
  title,
  summary: `${title}: in short`,
  body: `<p>${title} in full.${extra}</p>`,
});
const content = (title: string, langs: ('uz' | 'ru' | 'en')[] = ['uz', 'ru', 'en']) => ({
  date: '2026-11-20',
  topic: 'announcements',
  texts: Object.fromEntries(langs.map((l) => [l, texts(`${title} ${l}`)])),
});

let n = 0;
async function createItem(title = 'Yangilik', langs?: ('uz' | 'ru' | 'en')[]) {
  const slug = `editorial-test-${++n}-${Date.now().toString(36)}`;
  const res = await call('POST', '/staff/editorial/news', editor, { slug, content: content(title, langs) });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number };
}
const publicArticle = (slug: string, locale = 'uz') => t.app.inject({ url: `/api/news/${slug}?locale=${locale}` });
const searchFor = async (q: string, locale = 'uz') =>
  json(await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}` }));
const rss = async (locale = 'uz') => (await t.app.inject({ url: `/api/news/feed.xml?locale=${locale}` })).body;
/** Lets time pass, the staff sessions kept alive as people at work keep them (idle limit 30 minutes). */
async function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 20 * 60_000) {
    t.clock.advance(Math.min(left, 20 * 60_000));
    for (const who of [editor, second, handler, admin]) await call('GET', '/staff/me', who);
  }
}
const auditOf = (id: string) => t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('id').execute();

beforeAll(async () => {
  editor = await createStaff(t, ['editor'], { name: 'Editor One' });
  second = await createStaff(t, ['editor'], { name: 'Editor Two' });
  handler = await createStaff(t, ['handler']);
  admin = await createStaff(t, ['admin']);
});

describe('the seeded news are published revisions', () => {
  it('lists every public article as published in the languages it has', async () => {
    const res = await call('GET', '/staff/editorial/news?pageSize=50', editor);
    expect(res.statusCode, res.body).toBe(200);
    const list = json(res);
    const publicCount = json(await t.app.inject({ url: '/api/news?pageSize=1' })).total;
    expect(list.total).toBe(publicCount);
    expect(list.items[0].status.uz.state).toBe('published');
    expect(list.items[0].status.uz.changed).toBe(false);
    const filtered = json(await call('GET', '/staff/editorial/news?state=draft', editor));
    expect(filtered.total).toBe(0);
    // Words of a title in any language, or of the slug; LIKE's own characters are only characters.
    const title = list.items[0].title as string;
    const found = json(await call('GET', `/staff/editorial/news?q=${encodeURIComponent(title.slice(0, 12))}`, editor));
    expect(found.items.map((i: { id: string }) => i.id)).toContain(list.items[0].id);
    expect(json(await call('GET', '/staff/editorial/news?q=%25_%5C', editor)).total).toBe(0);
  });
});

describe('workflow', () => {
  it('a draft is not public; published, it is on the article, the list, RSS and search', async () => {
    const item = await createItem('Soliq kalendari');
    expect((await publicArticle(item.slug)).statusCode).toBe(404);
    const got = json(await call('GET', `/staff/editorial/news/${item.id}`, editor));
    expect(got.status).toMatchObject({ uz: { state: 'draft' }, ru: { state: 'draft' }, en: { state: 'draft' } });

    heard.length = 0;
    const published = await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published).status.ru.state).toBe('published');
    const article = await publicArticle(item.slug, 'ru');
    expect(article.statusCode).toBe(200);
    expect(json(article).item.title).toBe('Soliq kalendari ru');
    expect(json(await t.app.inject({ url: '/api/news?locale=en' })).items.map((i: { slug: string }) => i.slug)).toContain(item.slug);
    expect(await rss('ru')).toContain(`/ru/news/${item.slug}`);
    expect((await searchFor('kalendari')).items.some((i: { path: string }) => i.path.includes(item.slug))).toBe(true);
    expect(
      heard.some((c) => c.tags.includes(`news:${item.slug}`) && c.tags.includes('sitemap') && c.paths.includes(`/news/${item.slug}`)),
    ).toBe(true);
  });

  it('publishing one language keeps the others as drafts; Uzbek comes first', async () => {
    const item = await createItem('Bir til');
    const ruFirst = await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, { locales: ['ru'] });
    expectError(ruFirst, 422, 'validation_failed');
    expect(json(ruFirst).error.fields).toEqual({ locales: 'invalid' });
    const uz = json(await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, { locales: ['uz'] }));
    expect([uz.status.uz.state, uz.status.ru.state, uz.status.en.state]).toEqual(['published', 'draft', 'draft']);
    // Russian falls back to Uzbek until its own text is published.
    const ru = json(await publicArticle(item.slug, 'ru'));
    expect(ru.item).toMatchObject({ title: 'Bir til uz', locale: 'uz', translated: false });
  });

  it('a saved change is a draft until published again; the public text stays as it was', async () => {
    const item = await createItem('Oʻzgarish');
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    const saved = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: content('Yangi matn') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ version: 2, status: { uz: { state: 'published', changed: true } } });
    expect(json(await publicArticle(item.slug)).item.title).toBe('Oʻzgarish uz');
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    expect(json(await publicArticle(item.slug)).item.title).toBe('Yangi matn uz');
  });

  it('a scheduled publication applies at its Tashkent time, not before', async () => {
    const item = await createItem('Rejalashtirilgan');
    const at = new Date(t.clock.now.getTime() + 60 * 60_000 + 5 * 3600_000).toISOString().slice(0, 16);
    const past = await call('POST', `/staff/editorial/news/${item.id}/schedules`, editor, {
      action: 'publish',
      at: new Date(t.clock.now.getTime() - 60_000 + 5 * 3600_000).toISOString().slice(0, 16),
    });
    expectError(past, 422, 'validation_failed');
    expect(json(past).error.fields).toEqual({ at: 'date' });
    const scheduled = await call('POST', `/staff/editorial/news/${item.id}/schedules`, editor, { action: 'publish', at });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const s = json(scheduled);
    expect(s.status.uz.state).toBe('scheduled');
    expect(s.nextSchedule.atTashkent).toBe(at);

    await editorial.tick();
    expect((await publicArticle(item.slug)).statusCode).toBe(404);
    await passTime(59 * 60_000);
    await editorial.tick();
    expect((await publicArticle(item.slug)).statusCode).toBe(404);
    await passTime(2 * 60_000);
    await editorial.tick();
    expect((await publicArticle(item.slug)).statusCode).toBe(200);
    const after = json(await call('GET', `/staff/editorial/news/${item.id}`, editor));
    expect(after.status.uz.state).toBe('published');
    expect(after.schedules).toEqual([]);
    const applied = (await auditOf(item.id)).find((r) => r.action === 'schedule-applied');
    expect(applied).toMatchObject({ actor_id: null, detail: expect.objectContaining({ outcome: 'done' }) });
  });

  it('a scheduled action can be cancelled', async () => {
    const item = await createItem('Bekor');
    const at = new Date(t.clock.now.getTime() + 10 * 60_000 + 5 * 3600_000).toISOString().slice(0, 16);
    const s = json(await call('POST', `/staff/editorial/news/${item.id}/schedules`, editor, { action: 'publish', at }));
    const cancelled = await call('DELETE', `/staff/editorial/news/${item.id}/schedules/${s.nextSchedule.id}`, editor);
    expect(json(cancelled).nextSchedule).toBeNull();
    await passTime(11 * 60_000);
    await editorial.tick();
    expect((await publicArticle(item.slug)).statusCode).toBe(404);
  });
});

describe('two editors at once', () => {
  it('the second save from the same version gets 409 with the text saved first; nothing is lost', async () => {
    const item = await createItem('Asl');
    const first = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: content('Birinchi') });
    expect(first.statusCode).toBe(200);
    const late = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, second, { baseVersion: 1, content: content('Ikkinchi') });
    expect(late.statusCode).toBe(409);
    const body = json(late);
    expect(body.error.code).toBe('conflict');
    expect(body.current).toMatchObject({
      version: 2,
      updatedBy: { name: 'Editor One' },
      draft: { texts: { uz: { title: 'Birinchi uz' } } },
    });
    // The second editor, having seen both, saves from the current version.
    const merged = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, second, { baseVersion: 2, content: content('Ikkinchi') });
    expect(json(merged).version).toBe(3);
    const revisions = json(await call('GET', `/staff/editorial/news/${item.id}/revisions`, editor)).items;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(revisions[0].author.name).toBe('Editor Two');
  });

  it('diff and restore: any two versions compared word by word; an old one becomes the draft again', async () => {
    const item = await createItem('Eski sarlavha');
    await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: content('Yangi sarlavha') });
    const diff = json(await call('GET', `/staff/editorial/news/${item.id}/diff?from=1&to=2`, editor));
    const title = diff.changes.find((c: { field: string }) => c.field === 'texts.uz.title');
    expect(title.parts).toEqual([
      { op: 'removed', text: 'Eski' },
      { op: 'added', text: 'Yangi' },
      { op: 'same', text: ' sarlavha uz' },
    ]);
    expect(diff.from.content.texts.uz.title).toBe('Eski sarlavha uz');
    const stale = await call('POST', `/staff/editorial/news/${item.id}/restore`, editor, { version: 1, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const restored = json(await call('POST', `/staff/editorial/news/${item.id}/restore`, editor, { version: 1, baseVersion: 2 }));
    expect(restored).toMatchObject({ version: 3, draft: { texts: { uz: { title: 'Eski sarlavha uz' } } } });
    expect(json(await call('GET', `/staff/editorial/news/${item.id}/revisions/3`, editor)).kind).toBe('restore');
  });
});

describe('addresses: slug changes and withdrawals', () => {
  it('a changed slug answers 301 to the new one; the old slug cannot be taken by another item', async () => {
    const item = await createItem('Manzil');
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    const newSlug = `${item.slug}-new`;
    const changed = await call('POST', `/staff/editorial/news/${item.id}/slug`, editor, { slug: newSlug });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({ slug: newSlug, oldSlugs: [item.slug] });
    const old = await publicArticle(item.slug, 'ru');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/news/${newSlug}?locale=ru`);
    expect(json(old).slug).toBe(newSlug);
    expect(json(await publicArticle(newSlug)).item.slug).toBe(newSlug);
    expect((await searchFor('Manzil')).items.some((i: { path: string }) => i.path === `/news/${newSlug}`)).toBe(true);
    const taken = await call('POST', '/staff/editorial/news', editor, { slug: item.slug, content: content('Boshqa') });
    expectError(taken, 409, 'slug_taken');
    expect(json(taken).error.fields).toEqual({ slug: 'taken' });
  });

  it('an unpublished article answers 410 and leaves the list, RSS and search', async () => {
    const item = await createItem('Olib tashlangan');
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    expect(await rss()).toContain(item.slug);
    const res = await call('POST', `/staff/editorial/news/${item.id}/unpublish`, editor, {});
    expect(json(res)).toMatchObject({ gone: true, status: { uz: { state: 'draft' } } });
    expectError(await publicArticle(item.slug), 410, 'gone');
    expect(await rss()).not.toContain(item.slug);
    expect((await searchFor('tashlangan')).items.some((i: { path: string }) => i.path.includes(item.slug))).toBe(false);
    const list = json(await t.app.inject({ url: '/api/news?pageSize=50' }));
    expect(list.items.map((i: { slug: string }) => i.slug)).not.toContain(item.slug);
    // Published again, it is back.
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, {});
    expect((await publicArticle(item.slug)).statusCode).toBe(200);
  });
});

describe('preview', () => {
  it("the draft with the editor's token, private and marked; without it a 404", async () => {
    const item = await createItem('Koʻrib chiqish');
    const p = json(await call('POST', `/staff/editorial/news/${item.id}/preview`, editor));
    expect(p.paths.ru).toBe(`/ru/news/${item.slug}?preview=${encodeURIComponent(p.token)}`);
    const seen = await t.app.inject({ url: `/api/news/${item.slug}?locale=ru&preview=${encodeURIComponent(p.token)}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(json(seen)).toMatchObject({ preview: true, item: { title: 'Koʻrib chiqish ru' } });
    expect((await publicArticle(item.slug)).statusCode).toBe(404);
    const forged = `${p.token.slice(0, -2)}xx`;
    expect((await t.app.inject({ url: `/api/news/${item.slug}?preview=${encodeURIComponent(forged)}` })).statusCode).toBe(404);
    await passTime(31 * 60_000);
    expect((await t.app.inject({ url: `/api/news/${item.slug}?preview=${encodeURIComponent(p.token)}` })).statusCode).toBe(404);
  });
});

describe('hostile and bad input', () => {
  it('scripts, event handlers and javascript: links are removed before storing', async () => {
    const item = await createItem('Xavfli');
    const hostile = {
      ...content('Xavfli'),
      texts: {
        uz: {
          title: 'Xavfli',
          summary: 'Qisqa',
          body: '<p onclick="steal()">Matn<script>alert(1)</script> <a href="javascript:alert(1)">bosing</a> <img src=x onerror=alert(1)><iframe src="//evil"></iframe></p>',
        },
      },
    };
    const saved = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: hostile });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = json(saved).draft.texts.uz.body as string;
    expect(body).toBe('<p>Matn <a>bosing</a> </p>');
    const stored = await t.database.db
      .selectFrom('editorial_revisions')
      .select('content')
      .where('item_id', '=', item.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.content)).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it('a huge paste is refused with too_long; a body over the limit with 413; nothing changes', async () => {
    const item = await createItem('Katta');
    const huge = { ...content('Katta', ['uz']), texts: { uz: { ...texts('Katta'), body: `<p>${'a'.repeat(100_001)}</p>` } } };
    const res = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: huge });
    expectError(res, 422, 'validation_failed');
    expect(json(res).error.fields).toEqual({ 'content.texts.uz.body': 'too_long' });
    const enormous = { ...content('Katta', ['uz']), texts: { uz: { ...texts('Katta'), body: 'a'.repeat(600_000) } } };
    expect((await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: enormous })).statusCode).toBe(
      413,
    );
    expect(json(await call('GET', `/staff/editorial/news/${item.id}`, editor)).version).toBe(1);
  });

  it('a link to a page of the site that does not exist is refused, naming it; real pages and other sites pass', async () => {
    const item = await createItem('Havola');
    const withLink = (href: string) => ({
      ...content('Havola', ['uz']),
      texts: { uz: { ...texts('Havola'), body: `<p>See <a href="${href}">this</a></p>` } },
    });
    const bad = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, {
      baseVersion: 1,
      content: withLink('/ru/servcies/prices'),
    });
    expectError(bad, 422, 'validation_failed');
    expect(json(bad).error).toMatchObject({
      fields: { 'content.texts.uz.body': 'link' },
      message: expect.stringContaining('/ru/servcies/prices'),
    });
    for (const [i, href] of ['/ru/services/prices', '/en/news/some-article', '/vacancy', 'https://my.soliq.uz/'].entries()) {
      const ok = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: i + 1, content: withLink(href) });
      expect(ok.statusCode, `${href}: ${ok.body}`).toBe(200);
    }
  });

  it('bad fields get their codes, a bad id 404, and never a 5xx', async () => {
    const item = await createItem('Maydon');
    const res = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, {
      baseVersion: 'x',
      content: { date: '2026-02-30', topic: 'weather', texts: { ru: { title: '', summary: 'x', body: '<p>x</p>' } } },
    });
    expectError(res, 422, 'validation_failed');
    expect(json(res).error.fields).toMatchObject({
      baseVersion: 'required',
      'content.date': 'date',
      'content.topic': 'invalid',
      'content.texts.ru.title': 'required',
    });
    expect((await call('GET', '/staff/editorial/news/not-a-uuid', editor)).statusCode).toBe(404);
    expect((await call('GET', '/staff/editorial/news/00000000-0000-4000-8000-000000000000', editor)).statusCode).toBe(404);
    const badSlug = await call('POST', `/staff/editorial/news/${item.id}/slug`, editor, { slug: 'Bad Slug!' });
    expect(json(badSlug).error.fields).toEqual({ slug: 'invalid' });
    const badAt = await call('POST', `/staff/editorial/news/${item.id}/schedules`, editor, { action: 'publish', at: '2030-13-01T10:00' });
    expect(json(badAt).error.fields).toEqual({ at: 'date' });
  });
});

describe('who may', () => {
  it('a handler and an admin without the editor role get 403; nobody signed in 401', async () => {
    const item = await createItem('Ruxsat');
    for (const who of [handler, admin]) {
      expectError(await call('GET', '/staff/editorial/news', who), 403, 'forbidden');
      expectError(
        await call('PATCH', `/staff/editorial/news/${item.id}/draft`, who, { baseVersion: 1, content: content('x') }),
        403,
        'forbidden',
      );
      expectError(await call('POST', `/staff/editorial/news/${item.id}/publish`, who, {}), 403, 'forbidden');
    }
    expectError(await call('GET', '/staff/editorial/news', null), 401);
  });

  it('an editor cannot read the inbox', async () => {
    expectError(await call('GET', '/staff/inbox', editor), 403, 'forbidden');
  });
});

describe('the audit log', () => {
  it('records every change with who, what and the slug', async () => {
    const item = await createItem('Jurnal');
    await call('PATCH', `/staff/editorial/news/${item.id}/draft`, editor, { baseVersion: 1, content: content('Jurnal 2') });
    await call('POST', `/staff/editorial/news/${item.id}/publish`, editor, { locales: ['uz'] });
    await call('POST', `/staff/editorial/news/${item.id}/slug`, editor, { slug: `${item.slug}-b` });
    await call('POST', `/staff/editorial/news/${item.id}/preview`, editor);
    await call('POST', `/staff/editorial/news/${item.id}/unpublish`, editor, {});
    const rows = await auditOf(item.id);
    expect(rows.map((r) => r.action)).toEqual([
      'content-created',
      'draft-saved',
      'content-published',
      'slug-changed',
      'preview-opened',
      'content-unpublished',
    ]);
    expect(rows.every((r) => r.actor_id === editor.id && r.target_kind === 'news')).toBe(true);
    expect(rows[2]!.detail).toMatchObject({ locales: ['uz'], version: 2 });
    expect(rows[3]!.detail).toMatchObject({ from: item.slug, to: `${item.slug}-b` });
  });
});
