import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Group,
  PageFrame,
  PreviewNotice,
  usePreviewToken,
  QueryState,
  SimpleGrid,
  Stack,
  Text,
  LocalizedLink,
  useDebouncedValue,
  useEarlyInput,
  useLocale,
  useSearchParams,
  useTranslation,
} from '@tax/shared';
import { SegmentedControl, TextInput } from '@tax/shared/inputs';
import { useServices, useServicesPreviewed } from '../features/services/api/get-services.ts';
import { CATEGORIES, filterServices, isCategory } from '../features/services/hooks/catalogue.ts';
import { ServiceCard } from '../features/services/components/ServiceCard.tsx';
import classes from '../features/services/components/services.module.css';

/** `/services`: every service, searchable and filterable by category; the filter lives in the URL. */
export default function ServicesPage() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const preview = usePreviewToken();
  const query = useServices(locale, preview);
  const previewed = useServicesPreviewed(locale, preview);
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  // The list answers at once from its own state; the URL follows (replace) so that a shared link shows the same list.
  const [category, setCategoryState] = useState(isCategory(categoryParam) ? categoryParam : null);
  useEffect(() => setCategoryState(isCategory(categoryParam) ? categoryParam : null), [categoryParam]);
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text, 250);
  // A search typed or a category chosen before the page's scripts ran applies once they run.
  const filters = useRef<HTMLFormElement>(null);
  useEarlyInput(filters);

  // The search text follows the URL quietly (replace, debounced) so that a shared link shows the same list.
  useEffect(() => {
    if ((params.get('q') ?? '') === debounced.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced.trim()) next.set('q', debounced.trim());
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [debounced, params, setParams]);

  const setCategory = (value: string) => {
    setCategoryState(isCategory(value) ? value : null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isCategory(value)) next.set('category', value);
        else next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const reset = () => {
    setText('');
    setCategoryState(null);
    setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  };

  return (
    <PageFrame title={t('pages.services.title')} description={t('pages.services.description')} intro={t('pages.services.intro')}>
      <Stack gap="lg" mt="lg">
        <Group gap="sm" aria-label={t('list.toolsTitle')} role="group">
          <Button component={LocalizedLink} to="services-prices" variant="light">
            {t('common.priceList')}
          </Button>
          <Button component={LocalizedLink} to="services-calculator" variant="light">
            {t('common.calculator')}
          </Button>
        </Group>
        <form ref={filters} role="search" className={classes.filters} onSubmit={(event) => event.preventDefault()}>
          <TextInput
            type="search"
            label={t('list.search')}
            description={t('list.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            className={classes.search}
            autoComplete="off"
          />
          <div className={classes.category}>
            <Text component="span" id="services-category-label" size="sm" fw={500} display="block" mb={4}>
              {t('list.categoryLabel')}
            </Text>
            <SegmentedControl
              value={category ?? 'all'}
              onChange={setCategory}
              data={[
                { value: 'all', label: t('list.all') },
                ...CATEGORIES.map((value) => ({ value, label: t(`common.category.${value}`) })),
              ]}
              fullWidth
              aria-labelledby="services-category-label"
              className={classes.segmented}
            />
          </div>
        </form>
        <PreviewNotice preview={previewed} />
        <QueryState query={query} isEmpty={(items) => items.length === 0} empty={t('list.empty')} lines={6}>
          {(items) => {
            const shown = filterServices(items, debounced, category);
            return (
              <>
                <Text role="status" aria-live="polite" fw={500} data-count={shown.length}>
                  {t('list.found', { count: shown.length })}
                </Text>
                {shown.length === 0 ? (
                  <Stack gap="sm" align="flex-start" data-empty="">
                    <Text>{t('list.empty')}</Text>
                    <Button variant="outline" onClick={reset}>
                      {t('list.reset')}
                    </Button>
                  </Stack>
                ) : (
                  <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.list}>
                    {shown.map((service) => (
                      <ServiceCard key={service.slug} service={service} />
                    ))}
                  </SimpleGrid>
                )}
              </>
            );
          }}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
