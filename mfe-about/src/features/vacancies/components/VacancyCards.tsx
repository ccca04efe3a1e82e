import {
  Badge,
  Card,
  Group,
  LocalizedLink,
  SimpleGrid,
  Text,
  formatDate,
  formatMoney,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
} from '@tax/shared';
import type { VacancyListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

type Vacancy = VacancyListResponse['items'][number];

export function SalaryText({ salary }: { salary: Vacancy['salary'] }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <>
      {salary
        ? t('vacancy.salaryRange', { from: formatMoney(salary.from, locale), to: formatMoney(salary.to, locale) })
        : t('vacancy.salaryByAgreement')}
    </>
  );
}

export function StatusBadge({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('about');
  return (
    <Badge
      variant="filled"
      // Beside a long title it wraps between its words (the kit's badges do), never cutting one ("OP…", "ПРИЁ…").
      style={{ background: vacancy.closed ? '#495057' : '#1b5e20', color: '#fff', maxWidth: 'none' }}
      data-testid="vacancy-status"
    >
      {vacancy.closed ? t('vacancy.closed') : t('vacancy.open')}
    </Badge>
  );
}

/** Vacancies as cards linking to their pages. */
export function VacancyCards({ items }: { items: Vacancy[] }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((vacancy) => (
        <Card component="li" key={vacancy.slug} withBorder radius="md" padding="md" className={classes.card} data-testid="vacancy-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
            <LocalizedLink to="vacancy-slug" params={{ slug: vacancy.slug }} className={classes.cardLink} lang={fallbackLang(vacancy)}>
              {vacancy.title}
            </LocalizedLink>
            <StatusBadge vacancy={vacancy} />
          </Group>
          <Text size="sm" lang={fallbackLang(vacancy)}>
            {vacancy.region.name} · {vacancy.employment}
          </Text>
          <Text size="sm">
            <SalaryText salary={vacancy.salary} />
          </Text>
          <Text size="sm">{t('vacancy.deadline', { date: formatDate(vacancy.deadline, locale) })}</Text>
          <UzbekFallbackNote translated={vacancy.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
