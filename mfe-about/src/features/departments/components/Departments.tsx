import {
  Card,
  LocalizedLink,
  SimpleGrid,
  Text,
  Title,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  formatPhone,
  phoneHref,
} from '@tax/shared';
import type { DepartmentListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/** The central apparatus: each department, its head (linking to the person) and its phone. */
export function Departments({ items }: { items: DepartmentListResponse['items'] }) {
  const { t } = useTranslation('about');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map((dept) => (
        <Card key={dept.slug} withBorder radius="md" padding="md">
          <div lang={fallbackLang(dept)}>
            <Title order={3} size="h4">
              {dept.name}
            </Title>
            <Text size="sm" mt={4}>
              {dept.description}
            </Text>
            {dept.head ? (
              <Text size="sm" mt="xs">
                {t('departments.head')}:{' '}
                <LocalizedLink to="staff-slug" params={{ slug: dept.head.slug }} className={classes.link}>
                  {dept.head.fio}
                </LocalizedLink>
              </Text>
            ) : null}
          </div>
          <Text size="sm">
            {t('common.phone')}:{' '}
            <a href={phoneHref(dept.phone_number)} className={classes.link}>
              {formatPhone(dept.phone_number)}
            </a>
          </Text>
          <UzbekFallbackNote translated={dept.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
