import { Container, DeferHydration, Outlet, ScrollRestoration, WaitingPartsNote, usePageHandle } from '@tax/shared';
import { BackControl } from './BackControl.tsx';
import { Footer } from './Footer.tsx';
import { HeadTags } from './HeadTags.tsx';
import { Header } from './Header.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { pageFeedback } from './page-feedback-part.ts';
import { SkipLink } from './SkipLink.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import classes from './layout.module.css';

/** The page chrome; the page's layout (home, default, or staff for private pages) comes from its route handle. */
export function RootLayout() {
  const handle = usePageHandle();
  const layout = handle?.layout ?? 'default';
  if (layout === 'staff') return <StaffLayout />;
  return (
    <div className={classes.shell} data-layout={layout}>
      <SkipLink />
      <ProgressBar />
      <HeadTags />
      <Header />
      <OfflineNotice />
      <WaitingPartsNote />
      <main id="main" tabIndex={-1} className={classes.main} data-layout={layout}>
        {layout === 'default' ? (
          <Container className={classes.backRow}>
            <BackControl />
          </Container>
        ) : null}
        <Outlet />
      </main>
      <DeferHydration>
        <pageFeedback.Part />
      </DeferHydration>
      <Footer />
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
