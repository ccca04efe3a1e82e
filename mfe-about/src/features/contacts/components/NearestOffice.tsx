import { useState, useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text, formatNumber, useLocale, useTranslation, fallbackLang } from '@tax/shared';
import type { RegionListResponse } from '@tax/shared/contract';
import { nearestOffice } from '../lib/nearest.ts';
import { OpenBadge, OpensNext } from './Offices.tsx';
import { classes } from '../../../lib/Section.tsx';

type Found = NonNullable<ReturnType<typeof nearestOffice>>;
type State =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'found'; found: Found } | { kind: 'failed'; reason: 'denied' | 'unavailable' };

const noSubscribe = () => () => undefined;

/**
 * "Find the nearest office": asks the browser for the visitor's position only when he presses the button (never on
 * page load), and measures in the page: the position is not sent anywhere. Without geolocation (or on the server)
 * there is no button; the region filter above does the same job by hand.
 */
export function NearestOffice({ regions, onShowRegion }: { regions: RegionListResponse; onShowRegion: (code: string) => void }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const supported = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator !== 'undefined' && 'geolocation' in navigator,
    () => false,
  );
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!supported) return null;

  const locate = () => {
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const found = nearestOffice(regions, { lat: position.coords.latitude, lng: position.coords.longitude });
        setState(found ? { kind: 'found', found } : { kind: 'failed', reason: 'unavailable' });
      },
      (error) => setState({ kind: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const show = (slug: string, region: string) => {
    onShowRegion(region);
    // The region's offices render on the next frame; then the office takes the focus (and the screen).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const card = document.getElementById(`office-${slug}`);
        card?.scrollIntoView({ block: 'center' });
        card?.focus({ preventScroll: true });
      }),
    );
  };

  return (
    <div className={classes.nearest} data-testid="nearest-office">
      <Group gap="sm" align="center">
        <Button
          variant="outline"
          onClick={locate}
          loading={state.kind === 'locating'}
          loaderProps={{ 'aria-label': t('contacts.nearest.locating') }}
        >
          {t('contacts.nearest.button')}
        </Button>
        <Text size="sm">{t('contacts.nearest.privacy')}</Text>
      </Group>
      <div role="status" aria-live="polite">
        {state.kind === 'found' ? (
          <Paper withBorder radius="md" p="md" mt="sm" data-testid="nearest-result">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text>
                {t('contacts.nearest.found', {
                  distance: formatNumber(state.found.km, locale, { maximumFractionDigits: state.found.km < 10 ? 1 : 0 }),
                })}{' '}
                <strong lang={fallbackLang(state.found.office)}>{state.found.office.name}</strong>
              </Text>
              <OpenBadge hours={state.found.office.office_hours} />
            </Group>
            <OpensNext hours={state.found.office.office_hours} />
            <Text size="sm" mt={4} lang={fallbackLang(state.found.office)}>
              {state.found.office.address}
            </Text>
            <Button
              variant="subtle"
              px={0}
              mt={4}
              onClick={() => show(state.found.office.slug, state.found.office.region)}
              data-testid="nearest-show"
            >
              {t('contacts.nearest.show')}
            </Button>
          </Paper>
        ) : state.kind === 'failed' ? (
          <Text mt="sm" c="red.9" data-testid="nearest-failed">
            {t(`contacts.nearest.${state.reason}`)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
