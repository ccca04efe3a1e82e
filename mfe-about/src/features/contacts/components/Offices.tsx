import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useTranslation,
  fallbackLang,
  officeStatus,
  UzbekFallbackNote,
} from '@tax/shared';
import type { OfficeHours, RegionListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

type Regions = RegionListResponse;
type Office = Regions['items'][number]['offices'][number];

/** Office hours as one line: "Mon–Fri 09:00–18:00, lunch 13:00–14:00; Sat 09:00–13:00". */
export function HoursText({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  return (
    <Text size="sm">
      {t('contacts.weekdays', { open: hours.weekdays.open, close: hours.weekdays.close })}
      {hours.lunch ? `, ${t('contacts.lunch', { start: hours.lunch.start, end: hours.lunch.end })}` : ''}
      {'; '}
      {hours.saturday ? t('contacts.saturday', { open: hours.saturday.open, close: hours.saturday.close }) : t('contacts.saturdayClosed')}
      {'; '}
      {t('contacts.sundayClosed')}
    </Text>
  );
}

/** "Open now" or "Closed now", in Tashkent time. */
export function OpenBadge({ hours, now }: { hours: OfficeHours; now: Date | null }) {
  const { t } = useTranslation('about');
  // Until the clock is known (the server, the first render) the badge keeps its place, empty.
  if (!now) {
    return (
      <Badge variant="transparent" aria-hidden="true" style={{ flexShrink: 0 }}>
        {'\u00a0'}
      </Badge>
    );
  }
  const open = officeStatus(hours, now) === 'open';
  return (
    <Badge
      variant="filled"
      style={{ background: open ? '#1b5e20' : '#495057', color: '#fff', flexShrink: 0 }}
      data-open={open}
      data-testid="open-badge"
    >
      {open ? t('contacts.openNow') : t('contacts.closedNow')}
    </Badge>
  );
}

function OfficeCard({ office, now }: { office: Office; now: Date | null }) {
  const { t } = useTranslation('about');
  return (
    <Card withBorder radius="md" padding="md" data-testid="office">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={4} size="h5" lang={fallbackLang(office)}>
          {office.name}
        </Title>
        <OpenBadge hours={office.office_hours} now={now} />
      </Group>
      <Text size="sm" mt={4} lang={fallbackLang(office)}>
        {office.address}
      </Text>
      <Text size="sm">
        {t('common.phone')}:{' '}
        <a href={`tel:${office.phone_number}`} className={classes.link}>
          {office.phone_number}
        </a>
      </Text>
      <Text size="sm">
        {t('common.email')}:{' '}
        <a href={`mailto:${office.email}`} className={classes.link}>
          {office.email}
        </a>
      </Text>
      <HoursText hours={office.office_hours} />
      <UzbekFallbackNote translated={office.translated} />
    </Card>
  );
}

/** The regional offices, grouped as the API groups them: Tashkent city, then Karakalpakstan and the regions. */
export function OfficesDirectory({ regions, now }: { regions: Regions; now: Date | null }) {
  const { t } = useTranslation('about');
  const byCode = new Map(regions.items.map((region) => [region.code, region]));
  return (
    <Stack gap="xl">
      {regions.groups.map((group) => (
        <section key={group.key} aria-labelledby={`offices-${group.key}`} data-testid={`office-group-${group.key}`}>
          <Title order={3} id={`offices-${group.key}`} mb="sm">
            {t(`contacts.groups.${group.key}`)}
          </Title>
          <Stack gap="lg">
            {group.regions.map((code) => {
              const region = byCode.get(code);
              if (!region) return null;
              return (
                <div key={code}>
                  {group.regions.length > 1 ? (
                    <Title order={4} size="h4" mb="xs" lang={fallbackLang(region)}>
                      {region.name}
                    </Title>
                  ) : null}
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {region.offices.map((office) => (
                      <OfficeCard key={office.slug} office={office} now={now} />
                    ))}
                  </SimpleGrid>
                </div>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/** The regions and their regional centres (the /about page). */
export function RegionsList({ regions }: { regions: Regions }) {
  const { t } = useTranslation('about');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {regions.items.map((region) => (
        <Card component="li" key={region.code} withBorder radius="md" padding="sm">
          <Text fw={600} lang={fallbackLang(region)}>
            {region.name}
          </Text>
          <Text size="sm" lang={fallbackLang(region)}>
            {t('regions.centre', { centre: region.centre })}
          </Text>
          <Text size="sm">{t('regions.offices', { count: region.offices.length })}</Text>
          <UzbekFallbackNote translated={region.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
