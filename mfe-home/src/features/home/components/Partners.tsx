import { LazyImage, VisuallyHidden, useLocale, useTranslation } from '@tax/shared';
import { Loadable } from '../../../lib/Loadable.tsx';
import { usePartners } from '../api/get-partners.ts';
import { ApiText } from '../../../lib/UzbekFallback.tsx';
import { Section } from './Section.tsx';
import classes from './home.module.css';

/** The partners' logos and links. */
export function Partners() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = usePartners(locale);
  return (
    <Section id="partners" title={t('partners.title')}>
      <Loadable query={query} isEmpty={(data) => data.items.length === 0} empty={t('partners.empty')}>
        {(data) => (
          <ul className={classes.partners}>
            {data.items.map((partner) => (
              <li key={partner.slug}>
                <a href={partner.url} target="_blank" rel="noopener noreferrer" className={classes.partner} title={partner.description}>
                  <LazyImage src={partner.logo.url} width={partner.logo.width} height={partner.logo.height} alt="" />
                  <ApiText translated={partner.translated}>{partner.name}</ApiText>
                  <VisuallyHidden> ({t('common.newTab')})</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Loadable>
    </Section>
  );
}
