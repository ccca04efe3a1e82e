/**
 * The legal documents as an editorial type (issue 40): the four seeded documents are adopted as published items; an
 * editor's new version (sections at level-2 headings, a version label and an effective date, three languages)
 * replaces the public page, and the version it replaced stays readable at its own address and in the page's list;
 * search follows. A language whose sections differ from Uzbek's, an impossible date, a document that is not one of
 * the four and hostile markup are refused or cleaned; a handler cannot edit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createContentBus } from '../src/editorial/content-changes.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const t = useApi({ mailer: memoryMailer(), contentBus: createContentBus(), editorialTickMs: 3_600_000 });
let editor: TestStaff;
let handler: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });
const pub = (url: string) => t.app.inject({ url: `/api${url}` });

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  handler = await createStaff(t, ['handler']);
});

interface Row {
  id: string;
  slug: string;
  version: number;
  status: Record<string, { state: string }>;
}
async function itemOf(slug: string): Promise<Row & { draft: { version: string; effective: string; anchors?: string[] } }> {
  const list = json(await call('GET', '/staff/editorial/document', editor));
  const row = (list.items as Row[]).find((i) => i.slug === slug)!;
  return json(await call('GET', `/staff/editorial/document/${row.id}`, editor));
}

const body = (l: string, extra = '') =>
  `<p>Kirish ${l}</p><h2>Birinchi ${l}</h2><p>Birinchi bo‘lim ${l} ${extra}</p><h2>Ikkinchi ${l}</h2><p>Ikkinchi bo‘lim ${l} navbatchilikzz</p>`;
const newVersion = (anchors?: string[]) => ({
  version: '4.0',
  effective: '2027-01-15',
  ...(anchors ? { anchors } : {}),
  texts: {
    uz: { title: 'Ustav (yangi tahrir)', body: body('uz') },
    ru: { title: 'Устав (новая редакция)', body: body('ru') },
    en: { title: 'Charter (new version)', body: body('en') },
  },
});

describe('legal documents as editorial items', () => {
  it('the four seeded documents are published items, in three languages, with their version and effective date', async () => {
    const res = await call('GET', '/staff/editorial/document', editor);
    expect(res.statusCode, res.body).toBe(200);
    const items = json(res).items as (Row & { versionLabel: string; effective: string })[];
    expect(items.map((i) => i.slug).sort()).toEqual(['accessibility', 'oferta', 'privacy', 'ustav']);
    for (const item of items) for (const l of ['uz', 'ru', 'en']) expect(item.status[l]!.state, `${item.slug} ${l}`).toBe('published');
    const ustav = await itemOf('ustav');
    const seeded = json(await pub('/documents/ustav?locale=uz')).item;
    expect(ustav.draft).toMatchObject({ version: seeded.version, effective: seeded.updated });
    expect(ustav.draft.anchors).toEqual(seeded.sections.map((s: { id: string }) => s.id));
    expect(items.find((i) => i.slug === 'ustav')).toMatchObject({ versionLabel: seeded.version, effective: seeded.updated });
  });

  it('a new version replaces the public page; the one it replaced stays readable at its own address; search follows', async () => {
    const ustav = await itemOf('ustav');
    const before = json(await pub('/documents/ustav?locale=ru')).item;
    const saved = await call('PATCH', `/staff/editorial/document/${ustav.id}/draft`, editor, {
      baseVersion: ustav.version,
      content: newVersion(['intro-and-first']),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A draft changes nothing public.
    expect(json(await pub('/documents/ustav?locale=ru')).item.version).toBe(before.version);
    const published = await call('POST', `/staff/editorial/document/${ustav.id}/publish`, editor, {});
    expect(published.statusCode, published.body).toBe(200);

    for (const l of ['uz', 'ru', 'en']) {
      const answer = json(await pub(`/documents/ustav?locale=${l}`));
      expect(answer.item).toMatchObject({ version: '4.0', updated: '2027-01-15' });
      // Text before the first heading opens the first section; anchors kept, then numbered.
      expect(answer.item.sections).toEqual([
        { id: 'intro-and-first', heading: `Birinchi ${l}`, body: `<p>Kirish ${l}</p><p>Birinchi bo‘lim ${l} </p>` },
        { id: 'section-2', heading: `Ikkinchi ${l}`, body: `<p>Ikkinchi bo‘lim ${l} navbatchilikzz</p>` },
      ]);
      expect(answer.previous).toEqual([{ version: before.version, effective: before.updated }]);
    }
    const old = json(await pub(`/documents/ustav/versions/${before.version}?locale=ru`));
    expect(old.item.title).toBe(before.title);
    expect(old.item.sections).toEqual(before.sections);
    expect(old.current).toEqual({ version: '4.0', effective: '2027-01-15' });

    const hits = json(await pub('/search?q=navbatchilikzz&locale=uz'));
    expect(hits.items.map((h: { kind: string; url?: string; slug?: string }) => h.kind)).toContain('document');
  });

  it('a language whose sections differ from Uzbek’s is refused at publish, naming its text', async () => {
    const oferta = await itemOf('oferta');
    const content = {
      version: '9.0',
      effective: '2027-02-01',
      texts: {
        uz: { title: 'Oferta', body: '<h2>Bir</h2><p>a</p><h2>Ikki</h2><p>b</p>' },
        ru: { title: 'Оферта', body: '<h2>Один</h2><p>а</p>' },
      },
    };
    const saved = await call('PATCH', `/staff/editorial/document/${oferta.id}/draft`, editor, { baseVersion: oferta.version, content });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call('POST', `/staff/editorial/document/${oferta.id}/publish`, editor, {});
    expectError(res, 422, 'validation_failed');
    expect(json(res).error.fields).toEqual({ 'content.texts.ru.body': 'invalid' });
    expect(json(await pub('/documents/oferta?locale=ru')).item.version).not.toBe('9.0');
  });

  it('an impossible effective date, a bad version label and hostile markup: refused or cleaned, nothing stored raw', async () => {
    const privacy = await itemOf('privacy');
    const bad = await call('PATCH', `/staff/editorial/document/${privacy.id}/draft`, editor, {
      baseVersion: privacy.version,
      content: { ...newVersion(), effective: '2026-02-30', version: '../x' },
    });
    expectError(bad, 422, 'validation_failed');
    expect(json(bad).error.fields).toMatchObject({ 'content.effective': 'date', 'content.version': 'invalid' });

    const hostile = await call('PATCH', `/staff/editorial/document/${privacy.id}/draft`, editor, {
      baseVersion: privacy.version,
      content: {
        ...newVersion(),
        texts: {
          uz: {
            title: 'Maxfiylik',
            body: '<h2 onclick="x()">Bo‘lim</h2><p>Matn<script>alert(1)</script> <a href="javascript:x()">y</a></p>',
          },
        },
      },
    });
    expect(hostile.statusCode, hostile.body).toBe(200);
    expect(json(hostile).draft.texts.uz.body).not.toMatch(/script|onclick|javascript:/);
  });

  it('only the four documents exist: another slug is refused, and so is renaming one', async () => {
    const created = await call('POST', '/staff/editorial/document', editor, { slug: 'constitution', content: newVersion() });
    expectError(created, 422, 'validation_failed');
    expect(json(created).error.fields).toEqual({ slug: 'invalid' });
    const accessibility = await itemOf('accessibility');
    const renamed = await call('POST', `/staff/editorial/document/${accessibility.id}/slug`, editor, { slug: 'accessibility-2' });
    expectError(renamed, 422, 'validation_failed');
    expect((await pub('/documents/accessibility?locale=en')).statusCode).toBe(200);
  });

  it('a handler cannot read or edit documents', async () => {
    expectError(await call('GET', '/staff/editorial/document', handler), 403, 'forbidden');
    const ustav = await itemOf('ustav');
    expectError(await call('POST', `/staff/editorial/document/${ustav.id}/publish`, handler, {}), 403, 'forbidden');
  });
});
