import { Text, VisuallyHidden, useLocale, useTranslation } from '@tax/shared';
import { Loadable } from '../../../lib/Loadable.tsx';
import { useMobileApp } from '../api/get-mobile-app.ts';
import { ApiText, UzbekNote } from '../../../lib/UzbekFallback.tsx';
import { Section } from './Section.tsx';
import classes from './home.module.css';

/** Where to download the mobile tax application. */
export function MobileApp() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useMobileApp(locale);
  return (
    <Section id="mobile-app" title={t('mobileApp.title')}>
      <Loadable query={query} lines={2}>
        {({ item }) => (
          <div className={classes.card}>
            <Text fw={700}>
              <ApiText translated={item.translated}>{item.name}</ApiText>
            </Text>
            <Text mt="xs">
              <ApiText translated={item.translated}>{item.description}</ApiText>
            </Text>
            <UzbekNote translated={item.translated} />
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
      </Loadable>
    </Section>
  );
}
