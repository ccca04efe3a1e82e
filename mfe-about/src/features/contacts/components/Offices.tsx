import {
  deferLayout,
  DeferHydration,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useNow,
  useTranslation,
  fallbackLang,
  closureOn,
  nextOpening,
  officeStatus,
  todayHours,
  upcomingClosures,
  weekRuns,
  UzbekFallbackNote,
  useEarlyInput,
  VisuallyHidden,
  formatDate,
  formatPhone,
  phoneHref,
  useLocale,
} from '@tax/shared';
import { useRef } from 'react';
import type { OfficeHours, RegionListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

type Regions = RegionListResponse;
type Office = Regions['items'][number]['offices'][number];

/** Office hours as one line: "Mon–Fri 09:00–18:00, lunch 13:00–14:00; Sat 09:00–13:00; Sun closed". */
export function HoursText({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  // An office kept in the workspace has each day's own hours: days in a row with the same ones share a part.
  if (hours.week) {
    const days = t('contacts.dayShort', { returnObjects: true }) as string[];
    const parts = weekRuns(hours).map((run) => {
      const span = run.from === run.to ? days[run.from] : `${days[run.from]}–${days[run.to]}`;
      if (!run.hours) return t('contacts.daysClosed', { days: span });
      const lunch = run.hours.lunch ? `, ${t('contacts.lunch', { start: run.hours.lunch.start, end: run.hours.lunch.end })}` : '';
      return `${t('contacts.daysHours', { days: span, open: run.hours.open, close: run.hours.close })}${lunch}`;
    });
    return <Text size="sm">{parts.join('; ')}</Text>;
  }
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

/** The next holidays and closures ("Closed: 1 January — New Year"), once the clock is known; today's is said above. */
export function ComingClosures({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const now = useNow();
  if (!now || !hours.closures?.length) return null;
  const today = closureOn(hours, now);
  const coming = upcomingClosures(hours, now).filter((c) => c !== today);
  if (coming.length === 0) return null;
  return (
    <Text size="sm" data-testid="coming-closures">
      {t('contacts.comingClosures')}{' '}
      {coming.map((c) => `${formatDate(c.date, locale, { day: 'numeric', month: 'long' })} — ${c.reason}`).join('; ')}
    </Text>
  );
}

/** "Open now" or "Closed now", in Tashkent time: it follows the clock itself, so a tick renders only the badges. */
export function OpenBadge({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  const now = useNow();
  // Until the clock is known (the server, the first render) the badge keeps its place, empty.
  if (!now) {
    return (
      <Badge variant="transparent" aria-hidden="true">
        {'\u00a0'}
      </Badge>
    );
  }
  const open = officeStatus(hours, now) === 'open';
  return (
    <Badge variant="filled" style={{ background: open ? '#1b5e20' : '#495057', color: '#fff' }} data-open={open} data-testid="open-badge">
      {open ? t('contacts.openNow') : t('contacts.closedNow')}
    </Badge>
  );
}

function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation('about');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="office"
      id={`office-${office.slug}`}
      tabIndex={-1}
      className={classes.officeCard}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={4} size="h5" lang={fallbackLang(office)}>
          {office.name}
        </Title>
        <OpenBadge hours={office.office_hours} />
      </Group>
      <TodayHours hours={office.office_hours} />
      <OpensNext hours={office.office_hours} />
      <Text size="sm" mt={4} lang={fallbackLang(office)}>
        {office.address}
      </Text>
      <Text size="sm">
        {t('common.phone')}:{' '}
        {(office.phones ?? [office.phone_number]).map((phone, i) => (
          <span key={phone}>
            {i > 0 ? ', ' : null}
            <a href={phoneHref(phone)} className={classes.link}>
              {formatPhone(phone)}
            </a>
          </span>
        ))}
      </Text>
      <Text size="sm">
        {t('common.email')}:{' '}
        <a href={`mailto:${office.email}`} className={classes.link}>
          {office.email}
        </a>
      </Text>
      <HoursText hours={office.office_hours} />
      <ComingClosures hours={office.office_hours} />
      <UzbekFallbackNote translated={office.translated} />
    </Card>
  );
}

/** Today's hours in one line ("Today 09:00–18:00, lunch 13:00–14:00" or "Closed today"), once the clock is known. */
export function TodayHours({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  const now = useNow();
  if (!now) return null;
  const today = todayHours(hours, now);
  const closure = closureOn(hours, now);
  return (
    <Text size="sm" fw={600} data-testid="today-hours" data-closure={closure?.kind}>
      {today
        ? `${t('contacts.today', { open: today.open, close: today.close })}${today.lunch ? `, ${t('contacts.lunch', { start: today.lunch.start, end: today.lunch.end })}` : ''}`
        : closure
          ? t('contacts.closedTodayReason', { reason: closure.reason })
          : t('contacts.closedToday')}
    </Text>
  );
}

/** When a closed office opens next ("Opens tomorrow at 09:00"), once the clock is known. */
export function OpensNext({ hours }: { hours: OfficeHours }) {
  const { t } = useTranslation('about');
  const now = useNow();
  const next = now ? nextOpening(hours, now) : null;
  if (!next) return null;
  const text =
    next.inDays === 0
      ? t('contacts.opensToday', { time: next.time })
      : next.inDays === 1
        ? t('contacts.opensTomorrow', { time: next.time })
        : t('contacts.opensOn', { time: next.time, day: t(`contacts.dayNames.${next.weekday}`) });
  return (
    <Text size="sm" fw={600} data-testid="opens-next">
      {text}
    </Text>
  );
}

/**
 * The regional offices, grouped as the API groups them: Tashkent city, then Karakalpakstan and the regions; `only`
 * (a region code from the address) shows one region's offices.
 */
export function OfficesDirectory({ regions, only }: { regions: Regions; only?: string | null }) {
  const { t } = useTranslation('about');
  const byCode = new Map(regions.items.map((region) => [region.code, region]));
  const shown = only && byCode.has(only as never) ? only : null;
  const groups = regions.groups
    .map((group) => ({ ...group, regions: group.regions.filter((code) => !shown || code === shown) }))
    .filter((group) => group.regions.length > 0);
  const count = groups.reduce((sum, group) => sum + group.regions.reduce((n, code) => n + (byCode.get(code)?.offices.length ?? 0), 0), 0);
  return (
    <Stack gap="xl">
      {/* Said when the region filter changes the list (focus stays on the filter). */}
      <VisuallyHidden role="status" data-testid="offices-shown">
        {shown ? t('contacts.shownRegion', { region: byCode.get(shown as never)?.name, count }) : t('contacts.shownAll', { count })}
      </VisuallyHidden>
      {shown ? null : (
        <nav aria-label={t('contacts.jumpTo')}>
          <ul className={classes.regionJump}>
            {regions.items.map((region) => (
              <li key={region.code}>
                <a href={`#region-${region.code}`} className={classes.link} lang={fallbackLang(region)}>
                  {region.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`offices-${group.key}`} data-testid={`office-group-${group.key}`}>
          <Title order={3} id={`offices-${group.key}`} mb="sm">
            {t(`contacts.groups.${group.key}`)}
          </Title>
          <Stack gap="lg">
            {group.regions.map((code) => {
              const region = byCode.get(code);
              if (!region) return null;
              return (
                // Each region's offices hydrate after the rest of the page, on their own: on a phone, hydrating every
                // office card of the country at once was the page's longest task.
                <DeferHydration key={code}>
                  <div id={`region-${code}`} className={classes.regionBlock} {...deferLayout}>
                    {group.regions.length > 1 || shown ? (
                      <Title order={4} size="h4" mb="xs" lang={fallbackLang(region)}>
                        {region.name}
                      </Title>
                    ) : null}
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                      {region.offices.map((office) => (
                        <OfficeCard key={office.slug} office={office} />
                      ))}
                    </SimpleGrid>
                  </div>
                </DeferHydration>
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

/**
 * Picks one region (`?region=samarkand` in the address): a plain GET form, so it works without scripts too; with them,
 * choosing a region applies at once. An unknown region in the address shows every region.
 */
export function RegionFilter({
  regions,
  value,
  onChange,
}: {
  regions: Regions;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation('about');
  const known = value && regions.items.some((region) => region.code === value) ? value : '';
  // A region chosen before the page's scripts ran applies once they run.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  return (
    <form
      ref={formRef}
      method="get"
      className={classes.regionFilter}
      role="search"
      aria-label={t('contacts.regionFilter')}
      onSubmit={(event) => {
        event.preventDefault();
        const code = new FormData(event.currentTarget).get('region');
        onChange(typeof code === 'string' && code ? code : null);
      }}
    >
      <div>
        <label htmlFor="region-filter">{t('contacts.regionFilter')}</label>
        <select id="region-filter" name="region" value={known} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value="">{t('contacts.allRegions')}</option>
          {regions.items.map((region) => (
            <option key={region.code} value={region.code} lang={fallbackLang(region)}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit">{t('contacts.show')}</button>
      </noscript>
    </form>
  );
}
