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
} from '@tax/shared';
import { useCompany } from '../../../lib/api/get-company.ts';
import { useOperators } from '../hooks/use-operators.ts';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/** The call-centre number and live counts of busy and free operators. */
export function CallCentre() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const company = useCompany(locale);
  const { snapshot, status } = useOperators();
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
        <div className={classes.card} data-home-section="operators" data-feed={status}>
          <Group justify="space-between" align="center">
            <Text fw={700} component="h3" size="lg">
              {t('operators.title')}
            </Text>
            <Badge
              color={status === 'live' ? '#1b5e20' : status === 'unavailable' ? '#a61e1e' : '#343a40'}
              variant="filled"
              data-testid="operators-status"
            >
              {t(`operators.status.${status}`)}
            </Badge>
          </Group>
          <div role="status" className={classes.feedNote}>
            {status === 'unavailable' ? t('operators.unavailable') : null}
          </div>
          {snapshot ? (
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
