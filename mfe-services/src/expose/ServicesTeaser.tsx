import { ErrorState, loadNamespaces, registerNamespace, Skeleton, useLocale, useQuery, useTranslation } from '@tax/shared';
import { NAMESPACE, translations } from '../app/namespace.ts';
import { ServicesTeaser, type ServicesTeaserProps } from '../features/services/components/ServicesTeaser.tsx';

registerNamespace(NAMESPACE, translations as never);

/**
 * Widget for other sections (`<RemoteWidget id="services/ServicesTeaser" />`): the most used services with
 * prices and links to the calculator and the service list. It may show before this section's routes were ever
 * loaded, so it loads its own strings first.
 */
export default function ServicesTeaserWidget(props: ServicesTeaserProps) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  const strings = useQuery({
    queryKey: ['i18n', NAMESPACE, locale],
    queryFn: () => loadNamespaces(locale, [NAMESPACE]).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (strings.isError) return <ErrorState onRetry={() => void strings.refetch()} busy={strings.isFetching} />;
  if (!strings.data) return <Skeleton height={160} radius="md" role="status" aria-busy="true" aria-label={t('loading')} />;
  return <ServicesTeaser {...props} />;
}
