import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Skeleton } from './display.tsx';
import type { RemoteRoutesModule } from '../federation/contract.ts';
import { i18n, loadNamespaces, registerNamespace } from '../i18n/i18n.ts';
import { useLocale } from '../routing/LocalizedLink.tsx';

export interface SectionStringsProps {
  /** The section's `routes` (from its `src/expose/routes.ts`): its namespace and its strings' loaders. */
  section: Pick<RemoteRoutesModule, 'namespace' | 'translations'>;
  /** Height of the placeholder while the strings load (in the browser; the server renders the widget whole). */
  height?: number;
  children: ReactNode;
}

/** Loads under way, per namespace and language; dropped when done (or failed: a retry loads again). */
const loading = new Map<string, Promise<void>>();

/** Null when the section's strings for `locale` are there; else the promise of their loading. */
function stringsReady(section: SectionStringsProps['section'], locale: string): Promise<void> | null {
  if (i18n.hasResourceBundle(locale, section.namespace)) return null;
  const key = `${section.namespace}:${locale}`;
  let pending = loading.get(key);
  if (!pending) {
    registerNamespace(section.namespace, section.translations);
    pending = loadNamespaces(locale as Parameters<typeof loadNamespaces>[0], [section.namespace]);
    loading.set(key, pending);
    pending.then(
      () => loading.delete(key),
      () => loading.delete(key),
    );
  }
  return pending;
}

function WithStrings({ section, children }: Omit<SectionStringsProps, 'height'>) {
  const locale = useLocale();
  const ready = stringsReady(section, locale);
  // Suspends until the strings are in: the server waits and renders the widget with them (it rendered a loading
  // placeholder, for ever to a reader without scripts); the browser keeps the server's markup until they are in,
  // then hydrates it. A failure reaches the widget's own error boundary (RemoteWidget: an error with a retry).
  if (ready) use(ready);
  return <>{children}</>;
}

/**
 * Renders a section's widget once the section's strings for the page's language are loaded. A widget may show on
 * another section's page before the shell ever loaded this section's routes (and with them its strings).
 */
export function SectionStrings({ section, height = 160, children }: SectionStringsProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" role="status" aria-busy="true" aria-label={t('loading')} />}>
      <WithStrings section={section}>{children}</WithStrings>
    </Suspense>
  );
}
