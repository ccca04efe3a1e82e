import { Container, Outlet, ScrollRestoration, usePageHandle, useTranslation } from '@tax/shared';
import { HeadTags } from './HeadTags.tsx';
import { LanguageList } from './LanguageList.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { SkipLink } from './SkipLink.tsx';
import classes from './layout.module.css';

/**
 * The chrome of private pages (a section's `private: true`, the staff workspace): a slim bar with the workspace's
 * name and the language switch, and the page. No public navigation, search, footer or "Was this page useful?": staff
 * are at work, not visiting. The section draws its own navigation and who is signed in at the top of the page, so
 * the shell names no page of it and knows nothing of staff sessions.
 */
export function StaffLayout() {
  const { t } = useTranslation('shell');
  // The workspace's name is the section's own (`section.title` of its strings, as every section has): the shell names
  // no section, and public pages carry no string of it.
  const handle = usePageHandle();
  const section = useTranslation(handle?.namespace ?? 'shell').t;
  return (
    <div className={classes.shell} data-layout="staff">
      <SkipLink />
      <ProgressBar />
      <HeadTags />
      <header className={classes.staffHeader}>
        <Container size="xl" className={classes.staffHeaderInner}>
          <span className={classes.staffBrand}>
            <span className={classes.logo} aria-hidden="true">
              SS
            </span>
            <span>
              <span className={classes.brandName}>{t('brand')}</span>
              <span className={classes.staffName}>{section('section.title')}</span>
            </span>
          </span>
          <LanguageList />
        </Container>
      </header>
      <OfflineNotice />
      <main id="main" tabIndex={-1} className={classes.main} data-layout="staff">
        <Outlet />
      </main>
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
