import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Container,
  DocumentTitle,
  Group,
  LocalizedLink,
  Text,
  Title,
  claimReload,
  mayReload,
  describeError,
  isCodeLoadError,
  isRouteErrorResponse,
  recordError,
  useRevalidator,
  useRouteError,
  useLocation,
  useTranslation,
} from '@tax/shared';
import { useShellServices } from '../app/services.ts';
import classes from '../layout/layout.module.css';
import { SearchEntry } from '../layout/SearchEntry.tsx';

/**
 * The words of an address's last part, to search for what a missing page was about: "/ru/news/tax-deadline-2026" is
 * "tax deadline 2026". Letters and digits of any script only, at most 80 characters.
 */
export function wordsOfPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: the raw text, which the filter below reduces to its letters.
  }
  return decoded
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 80)
    .trim();
}

/** If the error screen itself fails: a minimal message with a link to the home page, no dependencies. */
class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    recordError(error);
  }
  override render() {
    if (this.state.failed) return <FatalMessage />;
    return this.props.children;
  }
}

/** Shown when even the layout failed: plain markup in the three languages. */
export function FatalMessage() {
  return (
    <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }} data-testid="fatal-error">
      <p lang="uz">Kutilmagan xatolik yuz berdi.</p>
      <p lang="ru">Произошла непредвиденная ошибка.</p>
      <p lang="en">An unexpected error occurred.</p>
      <p>
        <a href="/">Bosh sahifa / Главная / Home</a>
      </p>
    </div>
  );
}

export function ErrorScreen() {
  return (
    <LastResort>
      <ErrorContent />
    </LastResort>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const revalidator = useRevalidator();
  const services = useShellServices();
  const recorded = useRef<unknown>(null);
  const [retrying, setRetrying] = useState(false);
  const chunkFailure = isCodeLoadError(error);
  // Decided on the first render, so a visitor whose page is about to reload never sees the error flash by.
  const [reloading, setReloading] = useState(() => chunkFailure && mayReload(window.sessionStorage));
  const described = describeError(error);
  // Code that did not arrive is the connection or the server's availability (503), not a fault in the page (500).
  const status = chunkFailure ? 503 : described.status;
  const message = described.message;
  // Withdrawn (410: an unpublished article) reads like not found, with its own words and status.
  const withdrawn = isRouteErrorResponse(error) && error.status === 410;
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || withdrawn;
  const missingStatus = withdrawn ? 410 : 404;
  const { pathname } = useLocation();

  useEffect(() => {
    if (recorded.current === error) return;
    recorded.current = error;
    // A page that is not there is the address's fault, not the site's: not an error to record (it filled the
    // console with "[site error]" on every not-found page).
    if (!notFound) recordError(error, status);
    // Release figures: a page that broke (not one that was not found or whose code did not arrive: counted apart).
    if (!notFound && !chunkFailure && status >= 500) services.reportRenderError?.();
    // A chunk that failed to load: one full reload (at most once a minute) fetches the current build.
    if (chunkFailure && claimReload(window.sessionStorage)) {
      setReloading(true);
      window.location.reload();
    } else setReloading(false);
  }, [error, status, chunkFailure, notFound, services]);

  if (reloading) return <div className={classes.errorScreen} aria-busy="true" />;

  const retry = () => {
    // Everything that failed to load code forgets it (sections, pages, shared chunks) and the route's data and code
    // are loaded anew: new URLs, no cached rejection, the current version first; no page load.
    setRetrying(true);
    void services
      .tryAgain()
      .then(() => revalidator.revalidate())
      .finally(() => setRetrying(false));
  };

  const title = withdrawn
    ? t('error.goneTitle')
    : notFound
      ? t('error.notFoundTitle')
      : chunkFailure
        ? t('error.unavailableTitle')
        : t('error.title');
  return (
    <Container
      className={classes.errorScreen}
      data-testid={notFound ? 'not-found' : 'error-screen'}
      data-status={notFound ? missingStatus : status}
    >
      <DocumentTitle title={title} />
      <Text className={classes.errorCode} aria-hidden="true">
        {notFound ? missingStatus : status}
      </Text>
      <Title order={1} id="page-title" tabIndex={-1}>
        {title}
      </Title>
      <Text mt="sm">
        {withdrawn ? t('error.goneText') : notFound ? t('error.notFoundText') : chunkFailure ? t('error.unavailableText') : message}
      </Text>
      {!notFound && !chunkFailure ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('error.status', { status })}
        </Text>
      ) : null}
      {notFound ? (
        <div className={classes.notFoundSearch}>
          <Text mb="xs">{t('error.notFoundSearch')}</Text>
          <SearchEntry id="not-found-search" label={t('error.notFoundSearchLabel')} initial={wordsOfPath(pathname)} />
        </div>
      ) : null}
      <Group mt="lg">
        {!notFound ? (
          <Button onClick={retry} loading={retrying || revalidator.state === 'loading'} data-testid="error-retry">
            {t('error.retry')}
          </Button>
        ) : null}
        <Button component={LocalizedLink} to="home" variant="outline">
          {t('error.home')}
        </Button>
      </Group>
    </Container>
  );
}
