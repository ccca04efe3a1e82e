/**
 * The home and about pages' parts through the editorial engine (issue 40, decision 0051): slides, partners,
 * certificates, awards and staff pages. The seed's rows are published items; a draft is not public; published it is
 * on the public list in its order and languages, and the pages that show it are purged; bad input is a 422 naming the
 * field, never a 5xx; rich text is cleaned as news bodies are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '../src/editorial/content-changes.ts';
import { createContentBus } from '../src/editorial/content-changes.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const bus = createContentBus();
const heard: ContentChange[] = [];
bus.onContentChanged((change) => heard.push(change));
const t = useApi({ mailer: memoryMailer(), contentBus: bus, editorialTickMs: 3_600_000 });

let editor: TestStaff;
let handler: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });
let n = 0;
const slugOf = (type: string) => `${type}-test-${++n}`;
async function created(type: string, content: unknown) {
  const res = await call('POST', `/staff/editorial/${type}`, editor, { slug: slugOf(type), content });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number };
}
async function published(type: string, content: unknown) {
  const item = await created(type, content);
  const res = await call('POST', `/staff/editorial/${type}/${item.id}/publish`, editor, {});
  expect(res.statusCode, res.body).toBe(200);
  return item;
}
const publicList = async (path: string, locale = 'uz') =>
  json(await t.app.inject({ url: `/api${path}?locale=${locale}` })).items as Record<string, unknown>[];
/** A create that must be refused with 422 naming the field. */
async function refused(type: string, content: unknown, field: string, code: string) {
  const res = await call('POST', `/staff/editorial/${type}`, editor, { slug: slugOf(type), content });
  const error = expectError(res, 422, 'validation_failed');
  expect(error.fields).toMatchObject({ [field]: code });
}

const slide = (title: string, extra: Record<string, unknown> = {}) => ({
  link: '/services/eds-key',
  order: 0,
  texts: {
    uz: { title: `${title} uz`, text: 'Qisqa matn', linkLabel: 'Batafsil' },
    en: { title: `${title} en`, text: 'Short text', linkLabel: 'Read more' },
  },
  ...extra,
});
const partner = (name: string, extra: Record<string, unknown> = {}) => ({
  url: 'https://partner.example',
  order: 0,
  texts: {
    uz: { name: `${name} uz`, description: 'Hamkor bank' },
    ru: { name: `${name} ru`, description: 'Банк-партнёр' },
    en: { name: `${name} en`, description: 'Partner bank' },
  },
  ...extra,
});
const certificate = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'certificate',
  number: 'ISO-27001-77',
  issued: '2026-03-01',
  validUntil: '2029-03-01',
  order: 0,
  texts: { uz: { title, issuer: 'Sertifikatlash markazi' }, en: { title: `${title} en`, issuer: 'Certification centre' } },
  ...extra,
});
const award = (title: string, extra: Record<string, unknown> = {}) => ({
  year: 2026,
  order: 0,
  texts: { uz: { title, description: 'Eng yaxshi xizmat' }, en: { title: `${title} en`, description: 'Best service' } },
  ...extra,
});
const person = (fio: string, extra: Record<string, unknown> = {}, biography = '<p>Tajribali mutaxassis.</p>') => ({
  group: 'management',
  order: 5,
  phone: '71 202 11 55',
  email: 'person@soliqservis.example',
  texts: {
    uz: { fio, position: 'Boʻlim boshligʻi', biography, receptionHours: 'Seshanba 10:00–12:00' },
    en: {
      fio: `${fio} En`,
      position: 'Head of department',
      biography: '<p>An experienced specialist.</p>',
      receptionHours: 'Tuesday 10:00–12:00',
    },
  },
  ...extra,
});

beforeAll(async () => {
  editor = await createStaff(t, ['editor'], { name: 'Editor One' });
  handler = await createStaff(t, ['handler']);
});

describe('the seeded parts are published items', () => {
  it.each([
    ['slides', '/slides'],
    ['partners', '/partners'],
    ['certificates', '/certificates'],
    ['awards', '/awards'],
    ['staff', '/staff'],
  ])('%s: as many items as the public list shows, each published in Uzbek', async (type, path) => {
    const list = json(await call('GET', `/staff/editorial/${type}?pageSize=50`, editor));
    expect(list.total).toBe((await publicList(path)).length);
    expect(list.total).toBeGreaterThan(0);
    for (const item of list.items) expect(item.status.uz).toMatchObject({ state: 'published', changed: false });
  });

  it('a handler cannot read or write them', async () => {
    expect((await call('GET', '/staff/editorial/partners', handler)).statusCode).toBe(403);
    expect((await call('POST', '/staff/editorial/slides', handler, { slug: 'nope-slide', content: slide('Nope') })).statusCode).toBe(403);
  });
});

describe('slides', () => {
  it('the button must lead to a page of the site, as a rich-text link must', async () => {
    await refused('slides', slide('Bad', { link: '/no-such-page' }), 'content.link', 'link');
    await refused('slides', slide('Bad', { link: 'https://elsewhere.example/' }), 'content.link', 'invalid');
    await refused('slides', slide('Bad', { link: 'javascript:alert(1)' }), 'content.link', 'invalid');
    // A language prefix and a query are a site page too.
    await created('slides', slide('Good', { link: '/en/services/eds-key?from=home' }));
  });

  it('published, it is on the home slider in its order and languages; an edited title shows once published', async () => {
    heard.length = 0;
    const item = await published('slides', slide('Yangi slayd', { order: 0 }));
    const uz = await publicList('/slides');
    expect(uz.map((s) => s.title)).toContain('Yangi slayd uz');
    expect(uz.findIndex((s) => s.title === 'Yangi slayd uz')).toBe(0);
    expect((await publicList('/slides', 'en')).map((s) => s.title)).toContain('Yangi slayd en');
    expect(heard.some((c) => c.tags.includes('home') && c.tags.includes(`slide:${item.slug}`) && c.paths.includes('/'))).toBe(true);

    const saved = await call('PATCH', `/staff/editorial/slides/${item.id}/draft`, editor, {
      baseVersion: item.version,
      content: slide('Tahrirlangan', { order: 0 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicList('/slides')).map((s) => s.title)).toContain('Yangi slayd uz');
    await call('POST', `/staff/editorial/slides/${item.id}/publish`, editor, {});
    const after = (await publicList('/slides')).map((s) => s.title);
    expect(after).toContain('Tahrirlangan uz');
    expect(after).not.toContain('Yangi slayd uz');

    await call('POST', `/staff/editorial/slides/${item.id}/unpublish`, editor, {});
    expect((await publicList('/slides')).map((s) => s.title)).not.toContain('Tahrirlangan uz');
  });
});

describe('partners', () => {
  it('the site must be http or https with a domain; the order a whole number 0..999', async () => {
    await refused('partners', partner('X', { url: 'javascript:alert(1)' }), 'content.url', 'invalid');
    await refused('partners', partner('X', { url: 'ftp://files.example' }), 'content.url', 'invalid');
    await refused('partners', partner('X', { url: 'https://localhost' }), 'content.url', 'invalid');
    await refused('partners', partner('X', { order: -1 }), 'content.order', 'invalid');
    await refused('partners', partner('X', { order: 1.5 }), 'content.order', 'invalid');
    await refused('partners', partner('X', { order: 'first' }), 'content.order', 'required');
  });

  it('published, it is on the partners list in each language, placed by its order; purges home and about', async () => {
    heard.length = 0;
    await published('partners', partner('Oxirgi', { order: 999 }));
    const first = await published('partners', partner('Birinchi', { order: 0 }));
    const en = await publicList('/partners', 'en');
    const names = en.map((p) => p.name);
    expect(en.find((p) => p.name === 'Birinchi en')).toMatchObject({ url: 'https://partner.example', description: 'Partner bank' });
    expect(names.indexOf('Birinchi en')).toBeLessThan(names.indexOf('Oxirgi en'));
    expect(names.at(-1)).toBe('Oxirgi en');
    expect((await publicList('/partners', 'ru')).map((p) => p.name)).toContain('Birinchi ru');
    expect(heard.some((c) => c.paths.includes('/') && c.paths.includes('/about') && c.tags.includes(`partner:${first.slug}`))).toBe(true);
  });
});

describe('certificates and awards', () => {
  it('a certificate valid until a day before it was issued, or on an impossible day, is refused', async () => {
    await refused('certificates', certificate('X', { validUntil: '2026-02-28' }), 'content.validUntil', 'invalid');
    await refused('certificates', certificate('X', { issued: '2026-02-30' }), 'content.issued', 'date');
    await refused('certificates', certificate('X', { kind: 'diploma' }), 'content.kind', 'invalid');
    await refused('certificates', certificate('X', { number: '' }), 'content.number', 'required');
  });

  it('published, a certificate (no end date allowed) and an award are on their lists', async () => {
    await published('certificates', certificate('Muddatsiz litsenziya', { kind: 'licence', validUntil: null }));
    expect(await publicList('/certificates', 'en')).toContainEqual(
      expect.objectContaining({ title: 'Muddatsiz litsenziya en', kind: 'licence', issued: '2026-03-01', validUntil: null }),
    );
    await refused('awards', award('X', { year: 1800 }), 'content.year', 'invalid');
    heard.length = 0;
    await published('awards', award('Yil tashkiloti', { year: 2099 }));
    expect((await publicList('/awards'))[0]).toMatchObject({ title: 'Yil tashkiloti', year: 2099 });
    expect(heard.some((c) => c.paths.includes('/about') && c.tags.includes('awards'))).toBe(true);
  });
});

describe('staff pages', () => {
  it('the biography is cleaned as a news body; a link to no page of the site, a wrong phone or e-mail is refused', async () => {
    const hostile = '<p onclick="steal()">Bio <script>alert(1)</script><a href="javascript:alert(2)">x</a> <a href="/services">ok</a></p>';
    const item = await published('staff', person('Karimov Aziz', {}, hostile));
    const page = json(await t.app.inject({ url: `/api/staff/${item.slug}?locale=uz` })).item;
    expect(page.biography).not.toMatch(/script|onclick|javascript:/);
    expect(page.biography).toContain('<a href="/services">ok</a>');
    expect(page).toMatchObject({ fio: 'Karimov Aziz', phone_number: '+998712021155', group: 'management' });

    await refused('staff', person('Xasanov', {}, '<p><a href="/no-such-page">x</a></p>'), 'content.texts.uz.biography', 'link');
    await refused('staff', person('Xasanov', {}, '<script>only()</script>'), 'content.texts.uz.biography', 'required');
    await refused('staff', person('Xasanov', { phone: '12345' }), 'content.phone', 'phone');
    await refused('staff', person('Xasanov', { email: 'not-mail' }), 'content.email', 'email');
    await refused('staff', person('Xasanov', { group: 'board' }), 'content.group', 'invalid');
  });

  it('published, the person is in the staff list, on their page and in search; a seeded biography reads as paragraphs', async () => {
    const item = await published('staff', person('Qodirova Nigora'));
    expect((await publicList('/staff')).map((s) => s.slug)).toContain(item.slug);
    const found = json(await t.app.inject({ url: `/api/search?q=${encodeURIComponent('Qodirova')}&locale=uz` })).items as {
      path: string;
    }[];
    expect(found.some((r) => r.path.includes(`/staff/${item.slug}`))).toBe(true);
    const seeded = json(await t.app.inject({ url: '/api/staff/saidov-rustam?locale=en' })).item;
    expect(seeded.biography).toMatch(/^<p>/);
  });

  it('a head renamed keeps heading the department; the old address answers 301, a withdrawn page 410', async () => {
    const list = json(await call('GET', '/staff/editorial/staff?pageSize=50', editor)).items as { id: string; slug: string }[];
    const head = list.find((i) => i.slug === 'abdullayev-sherzod')!;
    const res = await call('POST', `/staff/editorial/staff/${head.id}/slug`, editor, { slug: 'abdullayev-sherzod-b' });
    expect(res.statusCode, res.body).toBe(200);
    const departments = await publicList('/departments');
    expect(departments.some((d) => (d.head as { slug: string } | null)?.slug === 'abdullayev-sherzod-b')).toBe(true);
    // The old address answers 301 to the new one; withdrawn, the page answers 410.
    const moved = await t.app.inject({ url: '/api/staff/abdullayev-sherzod?locale=ru' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toMatch(/\/staff\/abdullayev-sherzod-b\?locale=ru$/);
    await call('POST', `/staff/editorial/staff/${head.id}/unpublish`, editor, {});
    expectError(await t.app.inject({ url: '/api/staff/abdullayev-sherzod-b?locale=uz' }), 410, 'gone');
    expectError(await t.app.inject({ url: '/api/staff/nobody-here?locale=uz' }), 404);
  });
});

describe('bad bodies', () => {
  it.each(['slides', 'partners', 'certificates', 'awards', 'staff'])('%s: wrong shapes are 422, never 5xx', async (type) => {
    for (const content of [null, 'text', { texts: null }, { order: 'x', texts: { uz: 5 } }, { texts: { uz: {} } }, []]) {
      const res = await call('POST', `/staff/editorial/${type}`, editor, { slug: slugOf(type), content });
      expect(res.statusCode, `${type} ${JSON.stringify(content)}: ${res.body}`).toBe(422);
    }
  });
});
