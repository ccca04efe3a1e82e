/**
 * The legal documents (charter, public offer, privacy notice, accessibility statement) as an editorial type. An
 * editor writes each language's text as one rich text whose level-2 headings start its sections; the projection
 * splits it into the public `documents` row's sections (their anchors kept from `anchors`), and a publish under a new
 * version label keeps the version it replaces in `document_versions`, public at its own address (migration 13).
 */
import { DOCUMENT_SCHEMAS, DOCUMENT_SLUGS, type DocumentContent, type DocumentTexts, type Locale } from '@tax/shared/contract';
import type { DocumentsTable, T } from '../../db/schema.ts';
import { escapeHtml, plainText } from '../../lib/html.ts';
import { ApiHttpError } from '../../lib/errors.ts';
import { publishDocumentVersion } from '../../repositories/document-versions.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { indexForSearch, localized } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
type Slug = DocumentsTable['slug'];

/** What a document's publication touches: its page (the list of versions is on it), search, the sitemap. */
export function documentChange(...slugs: string[]): ContentChange {
  return {
    tags: ['documents', ...slugs.map((s) => `documents:${s}`), 'sitemap', 'search'],
    paths: ['/search', ...slugs.map((s) => `/${s}`)],
  };
}

interface Section {
  heading: string;
  body: string;
}

/**
 * One language's sections: each `<h2>` starts one. Text before the first heading opens the first section; a text
 * without any heading is one section under the document's title.
 */
export function sectionsOf(texts: DocumentTexts): Section[] {
  const parts = texts.body.split(/(?=<h2[\s>])/i);
  const sections: Section[] = [];
  let preamble = '';
  for (const part of parts) {
    const match = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part);
    if (match) sections.push({ heading: plainText(match[1] ?? ''), body: part.slice(match[0].length).trim() });
    else preamble += part;
  }
  const lead = plainText(preamble) ? preamble.trim() : '';
  if (sections.length === 0) return [{ heading: texts.title, body: lead }];
  sections[0]!.body = `${lead}${sections[0]!.body}`;
  return sections;
}

/** The section count of each language written must be Uzbek's: the public page has one table of contents. */
function checkSections(content: DocumentContent, locales: readonly Locale[]): void {
  const uz = content.texts.uz;
  if (!uz) return;
  const count = sectionsOf(uz).length;
  const fields: Record<string, 'invalid'> = {};
  for (const l of locales) {
    const t = content.texts[l];
    if (l !== 'uz' && t && sectionsOf(t).length !== count) fields[`content.texts.${l}.body`] = 'invalid';
  }
  if (Object.keys(fields).length > 0)
    throw new ApiHttpError(
      422,
      'validation_failed',
      `Every language needs the same sections (level-2 headings) as Uzbek: ${count}`,
      fields,
    );
}

function isDocumentSlug(slug: string): slug is Slug {
  return (DOCUMENT_SLUGS as readonly string[]).includes(slug);
}

export const documentDescriptor: EditorialDescriptor<DocumentContent> = {
  type: 'document',
  noun: 'Document',
  schemas: DOCUMENT_SCHEMAS,
  richFields: ['body'],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ versionLabel: c.version, effective: c.effective }),
  meta: (c) => ({ versionLabel: c.version, effective: c.effective }),
  async publicMeta(d, slug) {
    if (!isDocumentSlug(slug)) return null;
    const row = await d.selectFrom('documents').select(['version', 'updated']).where('slug', '=', slug).executeTakeFirst();
    return row ? { versionLabel: row.version, effective: row.updated } : null;
  },
  checkSlug(slug) {
    if (!isDocumentSlug(slug))
      throw new ApiHttpError(422, 'validation_failed', `A document is one of: ${DOCUMENT_SLUGS.join(', ')}`, { slug: 'invalid' });
  },
  canPublish: (content, locales) => checkSections(content, locales),
  async project(trx, { slug, published, now }) {
    if (!isDocumentSlug(slug)) return;
    await trx.deleteFrom('search_index').where('kind', '=', 'document').where('slug', '=', slug).execute();
    if (!published) {
      // Withdrawn: the page goes; the versions it replaced stay readable.
      await trx.deleteFrom('documents').where('slug', '=', slug).execute();
      return;
    }
    const { texts, content } = published;
    const perLocale = Object.fromEntries(LOCALES.flatMap((l) => (texts[l] ? [[l, sectionsOf(texts[l])]] : []))) as Partial<
      Record<Locale, Section[]>
    >;
    const sections = perLocale.uz!.map((section, i) => ({
      id: content.anchors?.[i] ?? `section-${i + 1}`,
      heading: localized(perLocale, (list) => list[i]?.heading ?? section.heading),
      body: localized(perLocale, (list) => list[i]?.body ?? section.body),
    }));
    const title = localized(texts, (x) => x.title);
    await publishDocumentVersion(trx, { slug, title, version: content.version, effective: content.effective, sections }, now);
    await indexForSearch(
      trx,
      'document',
      slug,
      title,
      sections.flatMap((s) => [s.heading, s.body]),
    );
  },
  change: documentChange,
  async publicSlugExists(d, slug) {
    if (!isDocumentSlug(slug)) return false;
    return !!(await d.selectFrom('documents').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('documents').selectAll().execute();
    return rows.map((row) => {
      const texts: DocumentContent['texts'] = {};
      for (const l of LOCALES) {
        const title = row.title[l];
        if (!title) continue;
        const body = row.sections.map((s) => `<h2>${escapeHtml(pick(s.heading, l))}</h2>${pick(s.body, l)}`).join('');
        texts[l] = { title, body };
      }
      return {
        slug: row.slug,
        content: { version: row.version, effective: row.updated, anchors: row.sections.map((s) => s.id), texts },
      };
    });
  },
  listOrder: 'effective',
  publicPath: (slug) => `/${slug}`,
};

/** A section's text in `l`, Uzbek where that language has none (as the public page reads it). */
function pick(text: T, l: Locale): string {
  return text[l] ?? text.uz;
}
