import {
  Alert,
  Badge,
  DeferHydration,
  Group,
  List,
  PageFrame,
  Paper,
  PreviewNotice,
  QueryState,
  SimpleGrid,
  Text,
  Title,
  formatDate,
  useLocale,
  useParams,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  isPreviewAnswer,
  usePreviewToken,
} from '@tax/shared';
import { useVacancy } from '../features/vacancies/api/get-vacancy.ts';
import { SalaryText, StatusBadge } from '../features/vacancies/components/VacancyCards.tsx';
import { applicationForm } from '../features/vacancies/application-form-part.ts';

/** /vacancy/{slug}: duties, requirements, deadline, and the application form while the vacancy is open. */
export default function VacancyPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const vacancy = useVacancy(slug, locale, usePreviewToken());
  const item = vacancy.data?.item;
  return (
    <PageFrame title={item?.title ?? t('pages.vacancy-slug.title')} description={t('pages.vacancy-slug.description')}>
      <QueryState query={vacancy} lines={8}>
        {({ item: v }) => (
          <>
            <PreviewNotice preview={isPreviewAnswer(vacancy.data)} />
            <UzbekFallbackNote translated={v.translated} />
            <Group gap="sm" my="sm">
              <StatusBadge vacancy={v} />
              <Badge variant="light" color="blue.9" lang={fallbackLang(v)}>
                {v.region.name}
              </Badge>
              <Badge variant="light" color="blue.9" lang={fallbackLang(v)}>
                {v.employment}
              </Badge>
            </Group>
            <Text>
              <SalaryText salary={v.salary} />
            </Text>
            <Text data-testid="vacancy-deadline">
              {t('vacancy.deadline', { date: formatDate(v.deadline, locale) })} ·{' '}
              {t('vacancy.published', { date: formatDate(v.published, locale) })}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg" lang={fallbackLang(v)}>
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4">
                  {t('vacancy.duties')}
                </Title>
                <List mt="xs" spacing={4}>
                  {v.duties.map((duty) => (
                    <List.Item key={duty}>{duty}</List.Item>
                  ))}
                </List>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4">
                  {t('vacancy.requirements')}
                </Title>
                <List mt="xs" spacing={4}>
                  {v.requirements.map((requirement) => (
                    <List.Item key={requirement}>{requirement}</List.Item>
                  ))}
                </List>
              </Paper>
            </SimpleGrid>
            <Title order={2} id="application-title" mt="xl" mb="sm">
              {t('vacancy.apply')}
            </Title>
            {v.closed ? (
              <Alert color="gray" variant="light" data-testid="vacancy-closed">
                {t('vacancy.closedNotice')}
              </Alert>
            ) : (
              <DeferHydration>
                <applicationForm.Part slug={v.slug} title={v.title} />
              </DeferHydration>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
