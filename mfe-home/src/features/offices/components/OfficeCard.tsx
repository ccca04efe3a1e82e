import {
  Badge,
  Text,
  VisuallyHidden,
  useNow,
  useTranslation,
  FallbackText,
  UzbekFallbackNote,
  closureOn,
  officeStatus,
  todayHours,
  formatPhone,
  phoneHref,
} from '@tax/shared';
import type { OfficeHours } from '@tax/shared/contract';
import classes from '../../../lib/home.module.css';

export interface OfficeView {
  slug: string;
  name: string;
  address: string;
  phone_number: string;
  email: string;
  office_hours: OfficeHours;
  coordinates: { lat: number; lng: number };
  translated: boolean;
}

// Dark enough for white 11 px bold text (AA 4.5:1): Mantine's green.9 and orange.9 are not.
const STATUS_COLOR = { open: '#1b5e20', lunch: '#8a3a00', closed: '#343a40' } as const;

/**
 * An office: address, phone, hours, whether it is open now (Tashkent time), and a link to a map. It follows the
 * clock itself (`now` given: that moment instead), so a tick renders the cards again, not the page around them.
 */
export function OfficeCard({ office, now, headingLevel = 'h3' }: { office: OfficeView; now?: Date | null; headingLevel?: 'h3' | 'h4' }) {
  const { t } = useTranslation('home');
  const clock = useNow();
  const at = now === undefined ? clock : now;
  // Until the clock is known (the server, the first render) the badge keeps its place, empty.
  const status = at ? officeStatus(office.office_hours, at) : null;
  const today = at ? todayHours(office.office_hours, at) : undefined;
  const closure = at ? closureOn(office.office_hours, at) : null;
  const Heading = headingLevel;
  const { lat, lng } = office.coordinates;
  const hours = office.office_hours;
  return (
    <div className={classes.office} data-office={office.slug}>
      <Heading className={classes.officeName}>
        <FallbackText translated={office.translated}>{office.name}</FallbackText>
      </Heading>
      {status ? (
        <Badge color={STATUS_COLOR[status]} variant="filled" data-status={status}>
          {t(`locations.status.${status}`)}
        </Badge>
      ) : (
        <Badge variant="transparent" aria-hidden="true">
          {'\u00a0'}
        </Badge>
      )}
      <UzbekFallbackNote translated={office.translated} />
      <Text size="sm" mt={4}>
        <FallbackText translated={office.translated}>{office.address}</FallbackText>
      </Text>
      <Text size="sm">
        <a href={phoneHref(office.phone_number)}>{formatPhone(office.phone_number)}</a>
      </Text>
      {/* Today's hours in one line, as the contacts page's cards say them, once the clock is known. */}
      {today !== undefined ? (
        <Text size="sm" fw={600} data-testid="today-hours">
          {today
            ? `${t('locations.today', { open: today.open, close: today.close })}${today.lunch ? `, ${t('locations.lunch', { start: today.lunch.start, end: today.lunch.end })}` : ''}`
            : closure
              ? t('locations.closedTodayReason', { reason: closure.reason })
              : t('locations.closedToday')}
        </Text>
      ) : null}
      <Text size="sm">
        {t('locations.weekdays', { open: hours.weekdays.open, close: hours.weekdays.close })}
        {hours.lunch ? `; ${t('locations.lunch', { start: hours.lunch.start, end: hours.lunch.end })}` : ''}
      </Text>
      <Text size="sm">
        {hours.saturday
          ? t('locations.saturday', { open: hours.saturday.open, close: hours.saturday.close })
          : t('locations.saturdayClosed')}
      </Text>
      <a
        className={classes.mapLink}
        href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('locations.openMap')}
        <VisuallyHidden> ({t('common.newTab')})</VisuallyHidden>
      </a>
    </div>
  );
}
