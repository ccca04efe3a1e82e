/**
 * Previous versions of the legal documents (migration 13): a document's answer lists the versions newer ones
 * replaced, and each is readable whole at its own address in three languages, as it was in force. A correction under
 * the same label replaces the text in place; an unknown or malformed version is a 404, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '@tax/shared/contract';
import { createContentBus } from '../src/editorial/content-changes.ts';
import { publishDocumentVersion, type DocumentVersionInput } from '../src/repositories/document-versions.ts';
import { expectError, expectShape, json, LOCALES, useApi } from './helpers.ts';

const bus = createContentBus();
const t = useApi({ contentBus: bus });
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Publishes `next` as the projection does, and tells the API its answers changed (as a publish does). */
async function publish(next: DocumentVersionInput) {
  await t.database.db.transaction().execute((trx) => publishDocumentVersion(trx, next, t.clock.now));
  bus.emit({ tags: ['documents', `documents:${next.slug}`], paths: [`/${next.slug}`] });
  t.clock.advance(1000);
}

const text = (word: string) => ({ uz: `${word} (uz)`, ru: `${word} (ru)`, en: `${word} (en)` });
const version = (label: string, effective: string, word: string): DocumentVersionInput => ({
  slug: 'oferta',
  title: text(`Offer ${word}`),
  version: label,
  effective,
  sections: [
    {
      id: 'terms',
      heading: text(`Terms ${word}`),
      body: { uz: `<p>Body ${word} (uz)</p>`, ru: `<p>Body ${word} (ru)</p>`, en: `<p>Body ${word} (en)</p>` },
    },
  ],
});

describe('previous versions of a document', () => {
  it('a seeded document has none, and its answer says so in the contract’s shape', async () => {
    const res = await get('/api/documents/privacy?locale=ru');
    expect(res.statusCode, res.body).toBe(200);
    expectShape(endpoints.documentBySlug.response!, res);
    expect(json(res).previous).toEqual([]);
  });

  it('a new version keeps the one it replaced, listed latest first and readable whole at its own address', async () => {
    const seeded = json(await get('/api/documents/oferta?locale=en')).item as { version: string; updated: string; title: string };
    await publish(version('2026.1', '2027-01-15', 'first'));
    await publish(version('2026.2', '2027-06-01', 'second'));

    const current = json(await get('/api/documents/oferta?locale=en'));
    expect(current.item).toMatchObject({ version: '2026.2', updated: '2027-06-01', title: 'Offer second (en)' });
    expect(current.previous).toEqual([
      { version: '2026.1', effective: '2027-01-15' },
      { version: seeded.version, effective: seeded.updated },
    ]);

    for (const locale of LOCALES) {
      const res = await get(`/api/documents/oferta/versions/2026.1?locale=${locale}`);
      expect(res.statusCode, res.body).toBe(200);
      expectShape(endpoints.documentVersion.response!, res);
      expect(res.headers['content-language']).toBe(locale);
      const body = json(res);
      expect(body.item).toMatchObject({ slug: 'oferta', version: '2026.1', updated: '2027-01-15', title: `Offer first (${locale})` });
      expect(body.item.sections).toEqual([{ id: 'terms', heading: `Terms first (${locale})`, body: `<p>Body first (${locale})</p>` }]);
      expect(body.current).toEqual({ version: '2026.2', effective: '2027-06-01' });
    }
    // The version the sample content had is kept too, with its own title.
    expect(json(await get(`/api/documents/oferta/versions/${seeded.version}?locale=en`)).item.title).toBe(seeded.title);
  });

  it('a correction under the same label replaces the text in place and adds no version', async () => {
    await publish(version('2026.2', '2027-06-01', 'corrected'));
    const current = json(await get('/api/documents/oferta?locale=uz'));
    expect(current.item.title).toBe('Offer corrected (uz)');
    expect(current.previous.map((v: { version: string }) => v.version)).not.toContain('2026.2');
    expect(current.previous).toHaveLength(2);
  });

  it('the current label, an unknown one, a malformed one and an unknown document are 404', async () => {
    expectError(await get('/api/documents/oferta/versions/2026.2'), 404, 'not_found');
    expectError(await get('/api/documents/oferta/versions/1999.9'), 404, 'not_found');
    expectError(await get(`/api/documents/oferta/versions/${encodeURIComponent('../../x')}`), 404, 'not_found');
    expectError(await get(`/api/documents/oferta/versions/${'9'.repeat(40)}`), 404, 'not_found');
    expectError(await get('/api/documents/constitution/versions/2026.1'), 404, 'not_found');
  });
});
