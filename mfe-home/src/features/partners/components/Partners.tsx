import { Picture, VisuallyHidden, useLocale, useTranslation, FallbackText, QueryState } from '@tax/shared';
import { usePartners } from '../api/get-partners.ts';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/** The partners' logos and links. */
export function Partners() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = usePartners(locale);
  return (
    <Section id="partners" title={t('partners.title')}>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('partners.empty')}>
        {(data) => (
          <ul className={classes.partners}>
            {data.items.map((partner) => (
              <li key={partner.slug}>
                <a href={partner.url} target="_blank" rel="noopener noreferrer" className={classes.partner} title={partner.description}>
                  {/* The name follows in the link: the logo beside it is decoration. Whole, at most 64 px high. */}
                  <Picture image={partner.logo} alt="" sizes="200px" className={classes.partnerLogo} />
                  <FallbackText translated={partner.translated}>{partner.name}</FallbackText>
                  <VisuallyHidden> ({t('common.newTab')})</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
