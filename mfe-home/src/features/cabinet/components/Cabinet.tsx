import { List, LocalizedLink, useTranslation } from '@tax/shared';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

const FEATURES = ['requests', 'products', 'status', 'history'] as const;

/** What the personal cabinet offers, with sign-in and registration. */
export function Cabinet() {
  const { t } = useTranslation('home');
  return (
    <Section id="cabinet" title={t('cabinet.title')} lead={t('cabinet.lead')}>
      <List spacing="xs" className={classes.checkList}>
        {FEATURES.map((key) => (
          <List.Item key={key}>{t(`cabinet.features.${key}`)}</List.Item>
        ))}
      </List>
      <div className={classes.ctaRow}>
        <LocalizedLink to="signin" className={classes.ctaPrimary}>
          {t('cabinet.signin')}
        </LocalizedLink>
        <LocalizedLink to="registration" className={classes.cta}>
          {t('cabinet.register')}
        </LocalizedLink>
        <LocalizedLink to="personal-product" className={classes.cta}>
          {t('cabinet.products')}
        </LocalizedLink>
      </div>
    </Section>
  );
}
