import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { Skeleton } from '@mantine/core';
import type { RemoteRoutesModule } from '../federation/contract.ts';
import { loadNamespaces, registerNamespace } from '../i18n/i18n.ts';
import { useLocale } from '../routing/LocalizedLink.tsx';
import { ErrorState } from './QueryState.tsx';

export interface SectionStringsProps {
  /** The section's `routes` (from its `src/expose/routes.ts`): its namespace and its strings' loaders. */
  section: Pick<RemoteRoutesModule, 'namespace' | 'translations'>;
  /** Height of the placeholder while the strings load. */
  height?: number;
  children: ReactNode;
}

/**
 * Renders a section's widget once the section's strings for the page's language are loaded. A widget may show on
 * another section's page before the shell ever loaded this section's routes (and with them its strings); a
 * failure shows the error state with a retry, inside the widget only.
 */
export function SectionStrings({ section, height = 160, children }: SectionStringsProps) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  const strings = useQuery({
    queryKey: ['i18n', section.namespace, locale],
    queryFn: async () => {
      registerNamespace(section.namespace, section.translations);
      await loadNamespaces(locale, [section.namespace]);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (strings.isError) return <ErrorState onRetry={() => void strings.refetch()} busy={strings.isFetching} />;
  if (!strings.data) return <Skeleton height={height} radius="md" role="status" aria-busy="true" aria-label={t('loading')} />;
  return <>{children}</>;
}
