import { Container, LocalizedLink, useTranslation, type RouteName } from '@tax/shared';
import { NAV_ITEMS } from './nav-items.ts';
import classes from './layout.module.css';

const DOCUMENT_LINKS: { to: RouteName; key: string }[] = [
  { to: 'ustav', key: 'footer.ustav' },
  { to: 'oferta', key: 'footer.oferta' },
  { to: 'staff', key: 'footer.staff' },
  { to: 'about-structure', key: 'footer.structure' },
  { to: 'privacy', key: 'footer.privacy' },
  { to: 'accessibility', key: 'footer.accessibility' },
];

const YEAR = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={classes.footer}>
      <Container className={classes.footerInner}>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={classes.footerHeading}>
            {t('brand')}
          </h2>
          <p>{t('footer.address')}</p>
          <p>
            {t('footer.callCentre')}:{' '}
            <a href="tel:1198" className={classes.footerPhone}>
              1198
            </a>
            <br />
            {t('footer.callCentreHours')}
          </p>
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className={classes.footerHeading}>
            {t('footer.sections')}
          </h2>
          <ul className={classes.footerLinks}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to}>{t(item.key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-documents">
          <h2 id="footer-documents" className={classes.footerHeading}>
            {t('footer.documents')}
          </h2>
          <ul className={classes.footerLinks}>
            {DOCUMENT_LINKS.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to}>{t(item.key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className={classes.footerBottom}>
        <p>{t('footer.rights', { year: YEAR })}</p>
        <p>{t('footer.sample')}</p>
      </Container>
    </footer>
  );
}
