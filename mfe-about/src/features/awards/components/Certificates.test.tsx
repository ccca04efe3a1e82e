import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, activateLocale, formatDate, i18n } from '@tax/shared';
import type { CertificateListResponse } from '@tax/shared/contract';
import en from '../../../locales/en.json';
import { Certificates } from './Certificates.tsx';

type Item = CertificateListResponse['items'][number];

const item = (slug: string, validUntil: string | null): Item => ({
  slug,
  kind: 'licence',
  title: `Permit ${slug}`,
  issuer: 'State Tax Committee',
  number: `N-${slug}`,
  issued: '2021-11-22',
  validUntil,
  image: { url: `/media/${slug}.svg`, width: 600, height: 800, alt: '' },
  locale: 'en',
  translated: true,
});

/** 25 November 2026, 10:00 in Tashkent: when the list was fetched, and the clock's time. */
const asOf = Date.parse('2026-11-25T10:00:00+05:00');
const date = (iso: string) => formatDate(iso, 'en');

describe('Certificates', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'about', en, true, true);
    await act(async () => activateLocale('en'));
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(asOf);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says a document past its last valid day has expired, instead of "valid until"', () => {
    render(
      <ThemeProvider>
        <Certificates
          items={[item('old', '2026-11-21'), item('today', '2026-11-25'), item('new', '2029-11-15'), item('forever', null)]}
          asOf={asOf}
        />
      </ThemeProvider>,
    );
    const expired = screen.getAllByTestId('certificate-expired');
    expect(expired.map((element) => element.textContent)).toEqual([`Expired on ${date('2026-11-21')}`]);
    // Valid through its last day.
    expect(screen.getByText(`Valid until ${date('2026-11-25')}`)).toBeTruthy();
    expect(screen.getByText(`Valid until ${date('2029-11-15')}`)).toBeTruthy();
    expect(screen.getByText('No expiry')).toBeTruthy();
    expect(screen.queryByText(`Valid until ${date('2026-11-21')}`)).toBeNull();
  });

  it('labels the number and issue date the same for any kind of document', () => {
    render(
      <ThemeProvider>
        <Certificates items={[item('old', '2026-11-21')]} asOf={asOf} />
      </ThemeProvider>,
    );
    expect(screen.getByText(`No. N-old · issued ${date('2021-11-22')}`)).toBeTruthy();
    expect(screen.getByText('Licence or permit')).toBeTruthy();
  });
});
