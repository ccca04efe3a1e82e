import {
  Picture,
  SimpleGrid,
  Text,
  VisuallyHidden,
  formatDate,
  formatNumber,
  useLocale,
  useReducedMotion,
  useTranslation,
  FallbackText,
  UzbekFallbackNote,
  QueryState,
  hasExpired,
  useTashkentToday,
} from '@tax/shared';
import type { CertificateListResponse } from '@tax/shared/contract';
import { useAchievements } from '../api/get-achievements.ts';
import { useCertificates } from '../api/get-certificates.ts';
import { useCountUp } from '../hooks/use-count-up.ts';
import { useSeen } from '../../../lib/use-seen.ts';
import { Reveal } from '../../../lib/Reveal.tsx';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

function Counter({ value, suffix, label, translated }: { value: number; suffix: string; label: string; translated: boolean }) {
  const locale = useLocale();
  const reduced = useReducedMotion();
  const { ref, inView } = useSeen<HTMLDivElement>();
  const shown = useCountUp(value, inView, reduced);
  const final = `${formatNumber(value, locale)}${suffix}`;
  return (
    <div ref={ref} className={classes.counter} data-value={value}>
      {/* The animated figure is for the eye; screen readers get the final one. */}
      <span aria-hidden="true" className={classes.counterValue}>
        {formatNumber(shown, locale)}
        {suffix}
      </span>
      <VisuallyHidden>{final}</VisuallyHidden>
      <FallbackText translated={translated} component="div">
        {label}
      </FallbackText>
    </div>
  );
}

type CertificateItem = CertificateListResponse['items'][number];

/**
 * The first licences and certificates. The API's `kind` tells only a licence from a certificate, and a "licence" may
 * be a permit or a certificate of registration: the words around the number and the dates agree with any document
 * ("№ …", "Дата выдачи: …", never "Лицензия № … выдан"). A document past its last valid day (Tashkent calendar day)
 * says it has expired instead of "valid until"; `asOf` is when the data was fetched (see `useTashkentToday`).
 */
function CertificateCards({ items, asOf }: { items: CertificateItem[]; asOf: number }) {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const today = useTashkentToday(asOf);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {items.map((item, position) => {
        const expired = hasExpired(item.validUntil, today);
        return (
          <Reveal key={item.slug} delay={position * 100}>
            <div className={classes.card} data-certificate={item.slug}>
              <Picture image={item.image} sizes="(min-width: 768px) 33vw, 100vw" className={classes.certImage} />
              <Text fw={700} mt="sm">
                <FallbackText translated={item.translated}>{item.title}</FallbackText>
              </Text>
              <Text size="sm">{t('certificate.number', { number: item.number })}</Text>
              <Text size="sm">
                <FallbackText translated={item.translated}>{item.issuer}</FallbackText>
              </Text>
              <Text size="sm">
                {t('certificate.issued', { date: formatDate(item.issued, locale) })}
                {item.validUntil && !expired ? ` · ${t('certificate.validUntil', { date: formatDate(item.validUntil, locale) })}` : ''}
              </Text>
              {item.validUntil && expired ? (
                // Said in words, not by colour alone.
                <Text size="sm" fw={700} className={classes.expired} data-testid="certificate-expired">
                  {t('certificate.expired', { date: formatDate(item.validUntil, locale) })}
                </Text>
              ) : null}
              <UzbekFallbackNote translated={item.translated} />
            </div>
          </Reveal>
        );
      })}
    </SimpleGrid>
  );
}

/** Achievements counters and the licences and certificates highlight. */
export function Achievements() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const achievements = useAchievements(locale);
  const certificates = useCertificates(locale);
  return (
    <>
      {/* Without scripts nothing fades in: the blocks are shown as they are (they stayed invisible). */}
      <noscript>
        <style>{`.${classes.reveal}[data-shown]{opacity:1;transform:none}`}</style>
      </noscript>
      <Section id="achievements" title={t('achievements.title')}>
        <QueryState query={achievements} isEmpty={(data) => data.items.length === 0} empty={t('achievements.empty')}>
          {(data) => (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
                {data.items.map((item, position) => (
                  <Reveal key={item.key} delay={position * 50}>
                    <Counter value={item.value} suffix={item.suffix} label={item.label} translated={item.translated} />
                  </Reveal>
                ))}
              </SimpleGrid>
              <UzbekFallbackNote translated={data.items.every((item) => item.translated)} />
            </>
          )}
        </QueryState>
      </Section>
      <Section id="certificate" title={t('certificate.title')} lead={t('certificate.lead')}>
        <QueryState query={certificates} isEmpty={(data) => data.items.length === 0} empty={t('certificate.empty')}>
          {(data) => <CertificateCards items={data.items.slice(0, 3)} asOf={certificates.dataUpdatedAt} />}
        </QueryState>
      </Section>
    </>
  );
}
