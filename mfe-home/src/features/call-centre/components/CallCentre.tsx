import {
  Badge,
  Group,
  SimpleGrid,
  Text,
  formatDate,
  formatNumber,
  useLocale,
  useTranslation,
  QueryState,
  formatPhone,
  phoneHref,
  nextOpening,
  officeStatus,
  useNow,
} from '@tax/shared';
import type { OfficeHours } from '@tax/shared/contract';
import { useCompany } from '../../../lib/api/get-company.ts';
import { useOperators } from '../hooks/use-operators.ts';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/**
 * When the call centre is closed (Tashkent time), on its hours as the company profile gives them (the ones the card
 * states and the API's operator shift keeps): the sentence saying when it opens, else null (open, or not known yet).
 * The call centre has no lunch break.
 */
function useClosedNote(hours: OfficeHours | undefined): string | null {
  const { t } = useTranslation('home');
  const now = useNow();
  if (!now || !hours) return null;
  const callCentre = { ...hours, lunch: null };
  if (officeStatus(callCentre, now) !== 'closed') return null;
  const next = nextOpening(callCentre, now);
  if (!next) return t('operators.status.closed');
  if (next.inDays === 0) return t('operators.closed.today', { time: next.time });
  if (next.inDays === 1) return t('operators.closed.tomorrow', { time: next.time });
  return t('operators.closed.on', { time: next.time, day: t(`operators.closed.days.${next.weekday}`) });
}

/** The call-centre number and live counts of busy and free operators; when it is closed, when it opens. */
export function CallCentre() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const company = useCompany(locale);
  const { snapshot, status: feed } = useOperators();
  const closedNote = useClosedNote(company.data?.item.office_hours);
  // Closed, every operator is offline: "Live" with Free 0 and Busy 0 would say the opposite.
  const status = closedNote ? 'closed' : feed;
  return (
    <Section id="call-centre" title={t('callCentre.title')} lead={t('callCentre.lead')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div className={classes.card}>
          <QueryState query={company} lines={2}>
            {(data) => (
              <>
                <Text fw={700}>{t('callCentre.number')}</Text>
                <a className={classes.bigPhone} href={phoneHref(data.item.callCentre)} data-testid="call-centre-number">
                  {formatPhone(data.item.callCentre)}
                </a>
                <Text mt="xs">
                  {t('callCentre.phone')}: <a href={phoneHref(data.item.phone_number)}>{formatPhone(data.item.phone_number)}</a>
                </Text>
                <Text>
                  {t('callCentre.hours', { open: data.item.office_hours.weekdays.open, close: data.item.office_hours.weekdays.close })}
                </Text>
              </>
            )}
          </QueryState>
        </div>
        <div className={classes.card} data-home-section="operators" data-feed={feed}>
          <Group justify="space-between" align="center">
            <Text fw={700} component="h3" size="lg">
              {t('operators.title')}
            </Text>
            <Badge
              color={status === 'live' ? '#1b5e20' : status === 'unavailable' ? '#a61e1e' : '#343a40'}
              data-status={status}
              variant="filled"
              data-testid="operators-status"
            >
              {t(`operators.status.${status}`)}
            </Badge>
          </Group>
          <div role="status" className={classes.feedNote} data-closed={closedNote ? '' : undefined} data-testid="operators-note">
            {closedNote ?? (status === 'unavailable' ? t('operators.unavailable') : null)}
          </div>
          {closedNote ? null : snapshot ? (
            <>
              <dl className={classes.counts} aria-busy={status === 'connecting'}>
                <div>
                  <dt>{t('operators.free')}</dt>
                  <dd data-testid="operators-free">{formatNumber(snapshot.free, locale)}</dd>
                </div>
                <div>
                  <dt>{t('operators.busy')}</dt>
                  <dd data-testid="operators-busy">{formatNumber(snapshot.busy, locale)}</dd>
                </div>
              </dl>
              <Text size="sm">
                {t('operators.updated', {
                  time: formatDate(snapshot.updatedAt, locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
                })}
              </Text>
            </>
          ) : status === 'connecting' ? (
            <Text>{t('operators.connecting')}</Text>
          ) : null}
        </div>
      </SimpleGrid>
    </Section>
  );
}
