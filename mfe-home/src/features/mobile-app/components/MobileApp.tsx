import { Text, VisuallyHidden, useLocale, useTranslation, FallbackText, UzbekFallbackNote, QueryState } from '@tax/shared';
import { useMobileApp } from '../api/get-mobile-app.ts';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/** Where to download the mobile tax application. */
export function MobileApp() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useMobileApp(locale);
  return (
    <Section id="mobile-app" title={t('mobileApp.title')}>
      <QueryState query={query} lines={2}>
        {({ item }) => (
          <div className={classes.card}>
            <Text fw={700}>
              <FallbackText translated={item.translated}>{item.name}</FallbackText>
            </Text>
            <Text mt="xs">
              <FallbackText translated={item.translated}>{item.description}</FallbackText>
            </Text>
            <UzbekFallbackNote translated={item.translated} />
            <div className={classes.ctaRow}>
              <a href={item.appStoreUrl} target="_blank" rel="noopener noreferrer" className={classes.ctaPrimary}>
                {t('mobileApp.appStore')}
                <VisuallyHidden> ({t('common.newTab')})</VisuallyHidden>
              </a>
              <a href={item.googlePlayUrl} target="_blank" rel="noopener noreferrer" className={classes.ctaPrimary}>
                {t('mobileApp.googlePlay')}
                <VisuallyHidden> ({t('common.newTab')})</VisuallyHidden>
              </a>
            </div>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
