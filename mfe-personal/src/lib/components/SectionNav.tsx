import { Group, LocalizedLink, useTranslation, type RouteName } from '@tax/shared';
import classes from './SectionNav.module.css';

const LINKS: { to: RouteName; key: string }[] = [
  { to: 'personal-product', key: 'nav.products' },
  { to: 'personal-requests', key: 'nav.requests' },
  { to: 'personal-partner', key: 'nav.partner' },
];

/** The section's own links (products, my requests, be a partner), the current one marked. */
export function SectionNav({ current }: { current?: RouteName }) {
  const { t } = useTranslation('personal');
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Group gap="xs" component="ul" className={classes.list}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={classes.link} aria-current={current === link.to ? 'page' : undefined}>
              {t(link.key)}
            </LocalizedLink>
          </li>
        ))}
      </Group>
    </nav>
  );
}
