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
import { isOnline } from '../app/connection.ts';
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

/** A short code the visitor can quote (the call centre finds the recorded error by it); never the error's own text. */
function newReference(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0');
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const revalidator = useRevalidator();
  const services = useShellServices();
  const recorded = useRef<unknown>(null);
  const [retrying, setRetrying] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const chunkFailure = isCodeLoadError(error);
  // Decided on the first render, so a visitor whose page is about to reload never sees the error flash by. Never
  // while offline: the reload would be the browser's own "No internet" page instead of the site.
  const [reloading, setReloading] = useState(
    () => chunkFailure && typeof window !== 'undefined' && isOnline() && mayReload(window.sessionStorage),
  );
  // Code that did not arrive is the connection or the server's availability (503), not a fault in the page (500).
  const status = chunkFailure ? 503 : describeError(error).status;
  // Withdrawn (410: an unpublished article) reads like not found, with its own words and status.
  const withdrawn = isRouteErrorResponse(error) && error.status === 410;
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || withdrawn;
  const missingStatus = withdrawn ? 410 : 404;
  const { pathname } = useLocation();
  // On the server: the page answers with the status it shows (probes and monitors see the failure).
  services.reportStatus?.(notFound ? missingStatus : status);

  const retry = () => {
    // Everything that failed to load code forgets it (sections, pages, shared chunks) and the route's data and code
    // are loaded anew: new URLs, no cached rejection, the current version first; no page load.
    setRetrying(true);
    void services
      .tryAgain()
      .then(() => revalidator.revalidate())
      .finally(() => setRetrying(false));
  };

  useEffect(() => {
    if (recorded.current === error) return;
    recorded.current = error;
    const shown = newReference();
    setReference(notFound ? null : shown);
    // A page that is not there is the address's fault, not the site's: not an error to record (it filled the
    // console with "[site error]" on every not-found page).
    if (!notFound) recordError(error, status, shown);
    // Release figures: a page that broke (not one that was not found or whose code did not arrive: counted apart).
    if (!notFound && !chunkFailure && status >= 500) services.reportRenderError?.();
    if (chunkFailure && !isOnline()) {
      // Offline: the page stays, and it is tried again by itself once the connection is back.
      setReloading(false);
      void services.connection?.untilOnline().then(retry);
    } else if (chunkFailure && claimReload(window.sessionStorage)) {
      // A chunk that failed to load: one full reload (at most once a minute) fetches the current build.
      setReloading(true);
      window.location.reload();
    } else setReloading(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error: `retry` is new each render, and waiting once is enough
  }, [error, status, chunkFailure, notFound, services]);

  if (reloading) return <div className={classes.errorScreen} aria-busy="true" />;

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
      {/* The visitor's language only: an error's own message (a JavaScript one) never reaches him. */}
      <Text mt="sm">
        {withdrawn ? t('error.goneText') : notFound ? t('error.notFoundText') : chunkFailure ? t('error.unavailableText') : t('error.text')}
      </Text>
      {!notFound && !chunkFailure ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('error.status', { status })}
        </Text>
      ) : null}
      {reference ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="error-reference">
          {t('error.reference', { reference })}
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
