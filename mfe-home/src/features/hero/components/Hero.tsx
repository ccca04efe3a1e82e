import { LocalizedLink, SimpleGrid, Text, Title, useTranslation, formatPhone, phoneHref } from '@tax/shared';
import classes from '../../../lib/home.module.css';

/** Who the enterprise is and what it does, with the calls to action. */
export function Hero({ callCentre }: { callCentre: string | undefined }) {
  const { t } = useTranslation('home');
  const phone = callCentre ?? '1198';
  return (
    <div className={classes.hero} data-home-section="hero">
      <div className={classes.ctaRow}>
        <LocalizedLink to="services" className={classes.ctaPrimary}>
          {t('hero.ctaServices')}
        </LocalizedLink>
        <LocalizedLink to="services-calculator" className={classes.cta}>
          {t('hero.ctaCalculator')}
        </LocalizedLink>
        <a href={phoneHref(phone)} className={classes.cta}>
          {t('hero.ctaCall', { phone: formatPhone(phone) })}
        </a>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
        <div className={classes.card}>
          <Title order={2} size="h4">
            {t('hero.individualsTitle')}
          </Title>
          <Text mt="xs">{t('hero.individualsText')}</Text>
        </div>
        <div className={classes.card}>
          <Title order={2} size="h4">
            {t('hero.businessTitle')}
          </Title>
          <Text mt="xs">{t('hero.businessText')}</Text>
        </div>
      </SimpleGrid>
    </div>
  );
}
