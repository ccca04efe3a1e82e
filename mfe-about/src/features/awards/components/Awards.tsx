import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, formatNumber, useLocale, fallbackLang, UzbekFallbackNote } from '@tax/shared';
import type { AchievementListResponse, AwardListResponse } from '@tax/shared/contract';

/** Achievements in figures. */
export function Achievements({ items }: { items: AchievementListResponse['items'] }) {
  const locale = useLocale();
  return (
    <>
      <UzbekFallbackNote translated={items.every((item) => item.translated)} />
      {/* One column on a phone: "148 000 000+" in two columns of a 375 px screen ran out of its card. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {items.map((item) => (
          <Paper component="li" key={item.key} withBorder radius="md" p="md">
            <Text fw={700} fz={28} c="blue.9" data-testid="achievement-value">
              {formatNumber(item.value, locale)}
              {item.suffix}
            </Text>
            <Text size="sm" lang={fallbackLang(item)}>
              {item.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

/** Awards, newest first. */
export function Awards({ items }: { items: AwardListResponse['items'] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((award) => (
        <Paper component="li" key={award.slug} withBorder radius="md" p="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Badge variant="filled" size="lg" style={{ background: '#1c4f8a', color: '#fff', flexShrink: 0 }}>
              {award.year}
            </Badge>
            <div lang={fallbackLang(award)}>
              <Title order={3} size="h5">
                {award.title}
              </Title>
              <Text size="sm">{award.description}</Text>
              <UzbekFallbackNote translated={award.translated} />
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
