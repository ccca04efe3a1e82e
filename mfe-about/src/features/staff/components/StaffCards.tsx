import { Card, LocalizedLink, SimpleGrid, Stack, Text, useTranslation, fallbackLang, UzbekFallbackNote } from '@tax/shared';
import type { StaffListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';
import { StaffAvatar } from './StaffAvatar.tsx';

type Member = StaffListResponse['items'][number];

/** People as cards, each linking to its page (/staff/{slug}), with the portrait or the initials of the name as shown (StaffAvatar). */
export function StaffCards({ people, compact }: { people: Member[]; compact?: boolean }) {
  const { t } = useTranslation('about');
  if (compact) {
    // Many people on a long page: each a row with a small portrait, several to a line on wide screens.
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {people.map((person) => (
          <Card component="li" key={person.slug} withBorder radius="md" padding="sm" className={classes.card} data-testid="staff-card">
            <div className={classes.personRow}>
              <StaffAvatar person={person} round />
              <Stack gap={2} lang={fallbackLang(person)}>
                <LocalizedLink to="staff-slug" params={{ slug: person.slug }} className={classes.cardLink}>
                  {person.fio}
                </LocalizedLink>
                <Text size="sm">{person.position}</Text>
              </Stack>
            </div>
            <UzbekFallbackNote translated={person.translated} />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {people.map((person) => (
        <Card component="li" key={person.slug} withBorder radius="md" padding="md" className={classes.card} data-testid="staff-card">
          <Card.Section>
            <StaffAvatar person={person} />
          </Card.Section>
          <Stack gap={4} mt="sm" lang={fallbackLang(person)}>
            <LocalizedLink to="staff-slug" params={{ slug: person.slug }} className={classes.cardLink}>
              {person.fio}
            </LocalizedLink>
            <Text size="sm">{person.position}</Text>
            <Text size="sm" className={classes.muted}>
              {t('staff.reception')}: {person.reception_hours}
            </Text>
          </Stack>
          <UzbekFallbackNote translated={person.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
