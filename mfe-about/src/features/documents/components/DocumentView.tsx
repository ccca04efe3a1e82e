import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  LocalizedLink,
  Paper,
  Text,
  Title,
  formatDate,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
} from '@tax/shared';
import type { DocumentResponse, DocumentVersionRef } from '@tax/shared/contract';
import { versionAddress, type DocumentSlug } from '../api/get-document.ts';
import classes from './DocumentView.module.css';

type LegalDocument = DocumentResponse['item'];

/** Each document's page of a previous version (mfe-about/src/expose/routes.ts). */
const VERSION_ROUTE = {
  ustav: 'ustav-version',
  oferta: 'oferta-version',
  privacy: 'privacy-version',
  accessibility: 'accessibility-version',
} as const;

/** The versions the current one replaced, each a link to its own page; nothing when there are none. */
export function PreviousVersions({ slug, previous }: { slug: DocumentSlug; previous: DocumentVersionRef[] }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  if (previous.length === 0) return null;
  return (
    <Paper component="nav" aria-labelledby="previous-versions-title" withBorder radius="md" p="md" mt="lg" data-testid="document-previous">
      <Title order={2} size="h4" id="previous-versions-title">
        {t('documents.previous')}
      </Title>
      <ul className={classes.versions}>
        {previous.map((v) => (
          <li key={v.version}>
            <LocalizedLink to={VERSION_ROUTE[slug]} params={{ slug: versionAddress(v.version) }}>
              {t('documents.versionLink', { version: v.version, date: formatDate(v.effective, locale) })}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** On a previous version's page: it was replaced, and by which version, with a link to the one in force. */
export function PreviousVersionNote({ slug, doc, current }: { slug: DocumentSlug; doc: LegalDocument; current: DocumentVersionRef }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="md" mt="lg" role="note" className={classes.replaced} data-testid="document-replaced">
      <Text fw={600}>{t('documents.replaced', { version: doc.version, date: formatDate(doc.updated, locale) })}</Text>
      <LocalizedLink to={slug}>
        {t('documents.current', { version: current.version, date: formatDate(current.effective, locale) })}
      </LocalizedLink>
    </Paper>
  );
}

/** The document as one standalone HTML file, for the download. */
export function documentHtml(doc: LegalDocument, lang: string): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const toc = doc.sections.map((s) => `<li><a href="#${escape(s.id)}">${escape(s.heading)}</a></li>`).join('');
  const body = doc.sections.map((s) => `<section id="${escape(s.id)}"><h2>${escape(s.heading)}</h2>${s.body}</section>`).join('\n');
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(doc.title)}</title></head><body><h1>${escape(doc.title)}</h1><p>${escape(doc.version)} · ${escape(doc.updated)}</p><ol style="list-style:none;padding-left:0">${toc}</ol>${body}</body></html>`;
}

/** A long legal document: version and date, a table of contents with anchors, print and download. */
export function DocumentView({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([documentHtml(doc, doc.translated ? locale : doc.locale)], { type: 'text/html' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [doc, locale]);

  return (
    <div className={classes.document}>
      <UzbekFallbackNote translated={doc.translated} />
      <Text lang={fallbackLang(doc)} fw={600} data-testid="document-title">
        {doc.title}
      </Text>
      <Text size="sm">{t('documents.version', { version: doc.version, date: formatDate(doc.updated, locale) })}</Text>
      <Group gap="sm" mt="sm" className="no-print">
        <Button variant="light" color="blue.9" onClick={() => window.print()}>
          {t('documents.print')}
        </Button>
        {href ? (
          <Button
            component="a"
            href={href}
            download={`${doc.slug}-${doc.version}-${locale}.html`}
            variant="light"
            color="blue.9"
            data-testid="document-download"
          >
            {t('documents.download')}
          </Button>
        ) : null}
      </Group>
      <Paper component="nav" aria-labelledby="toc-title" withBorder radius="md" p="md" mt="lg" className={classes.toc}>
        <Title order={2} size="h4" id="toc-title">
          {t('documents.toc')}
        </Title>
        <ol lang={fallbackLang(doc)}>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Paper>
      <div lang={fallbackLang(doc)}>
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={classes.section}>
            <Title order={2} size="h3" id={`${section.id}-heading`}>
              <a href={`#${section.id}`} className={classes.anchor}>
                {section.heading}
              </a>
            </Title>
            <div className={classes.body} dangerouslySetInnerHTML={{ __html: section.body }} />
          </section>
        ))}
      </div>
    </div>
  );
}
