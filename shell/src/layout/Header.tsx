import { Burger, Container, LocalizedLink, useDisclosure, useTranslation, useLocation } from '@tax/shared';
import { useEffect, useRef, useState } from 'react';
import { takeEarlyClick } from '../early-actions.ts';
import { AccountStatus } from './AccountStatus.tsx';
import { lazyPart } from './LazyPart.tsx';
import { LanguageList } from './LanguageList.tsx';
import { SearchEntry } from './SearchEntry.tsx';
import { currentOf, NAV_ITEMS } from './nav-items.ts';
import classes from './layout.module.css';

// The drawer (focus trap, scroll lock, transitions) loads only when the menu is first opened.
// If its chunk does not arrive, the header shows a small error with a retry, never the last-resort page.
const Drawer = lazyPart('menu', async () => (await import('@tax/shared/overlays')).Drawer);

export function Header() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The path is the trigger, not an input: any navigation (a link, back, forward) closes the menu.
  useEffect(() => close(), [location.pathname, close]);
  // The menu button pressed before the page hydrated (a phone shows the header seconds before): opened now.
  useEffect(() => {
    if (!takeEarlyClick(burger.current)) return;
    setDrawerWanted(true);
    toggle();
  }, [toggle]);

  return (
    <header className={classes.header}>
      <div className={classes.topBar}>
        <Container className={classes.topBarInner}>
          <a href="tel:1198" className={classes.callCentre}>
            {t('footer.callCentre')}: <strong>1198</strong>
          </a>
          <AccountStatus />
          <div className={classes.desktopSearch}>
            <SearchEntry id="header-search" />
          </div>
          <LanguageList />
        </Container>
      </div>
      <Container className={classes.mainBar}>
        <LocalizedLink to="home" className={classes.brand}>
          <span className={classes.logo} aria-hidden="true">
            SS
          </span>
          <span>
            <span className={classes.brandName}>{t('brand')}</span>
            <span className={classes.brandTagline}>{t('brandTagline')}</span>
          </span>
        </LocalizedLink>
        <nav aria-label={t('nav.label')} className={classes.desktopNav}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to} className={classes.navLink} aria-current={currentOf(location.pathname, item.to)}>
                  {t(item.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <Burger
          ref={burger}
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          className={classes.burger}
          aria-label={opened ? t('menu.close') : t('menu.open')}
          aria-expanded={opened}
          // Only while the menu is there: a reference to an element that does not exist misleads a screen reader.
          aria-controls={opened ? 'nav-drawer' : undefined}
          data-testid="menu-button"
          data-early-click="menu"
        />
        {/* Without scripts the menu button cannot open the menu: a link to the footer's list of sections instead. */}
        <noscript>
          <style>{`.${classes.burger}{display:none}`}</style>
          <a href="#footer-sections" className={classes.noScriptMenu}>
            {t('menu.title')}
          </a>
        </noscript>
      </Container>
      {drawerWanted ? (
        <Drawer
          opened={opened}
          onClose={() => {
            close();
            // Esc, the close button or the backdrop: back to the menu button (the drawer, mounted already open on
            // its first use, has nothing of its own to return focus to).
            burger.current?.focus();
          }}
          title={t('menu.title')}
          id="nav-drawer"
          position="right"
          size="min(320px, 90vw)"
          // A thumb's size (Mantine's is 28 px).
          closeButtonProps={{ 'aria-label': t('menu.close'), size: 'xl' }}
        >
          <div className={classes.drawerSearch}>
            <SearchEntry id="drawer-search" onNavigate={close} />
          </div>
          <nav aria-label={t('nav.label')}>
            <ul className={classes.drawerNav}>
              <li>
                <LocalizedLink to="home" onClick={close}>
                  {t('nav.home')}
                </LocalizedLink>
              </li>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <LocalizedLink to={item.to} onClick={close} aria-current={currentOf(location.pathname, item.to)}>
                    {t(item.key)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageList onNavigate={close} />
        </Drawer>
      ) : null}
    </header>
  );
}
