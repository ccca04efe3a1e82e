import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, activateLocale, i18n } from '@tax/shared';
import en from '../../../locales/en.json';
import bands from '../../../locales/bands/en.json';
import { OfficeCard, type OfficeView } from './OfficeCard.tsx';

const office = (hours: Partial<OfficeView['office_hours']> = {}): OfficeView => ({
  slug: 'chilonzor',
  name: 'Chilonzor office',
  address: '12 Bunyodkor Avenue',
  phone_number: '+998712000000',
  email: 'chilonzor@example.uz',
  office_hours: {
    weekdays: { open: '09:00', close: '18:00' },
    saturday: { open: '09:00', close: '13:00' },
    lunch: { start: '13:00', end: '14:00' },
    ...hours,
  },
  coordinates: { lat: 41.28, lng: 69.2 },
  translated: true,
});

/** A moment given in Tashkent time (UTC+5, no daylight saving), whatever the machine's time zone. */
const tashkent = (isoLocal: string) => new Date(`${isoLocal}+05:00`);
// 23 November 2026 is a Monday, 28 November a Saturday, 29 November a Sunday.

const badge = () => screen.getByText(/^(Open now|Lunch break|Closed now)$/);

function renderCard(now: Date, view = office()) {
  return render(
    <ThemeProvider>
      <OfficeCard office={view} now={now} />
    </ThemeProvider>,
  );
}

/** The card as the home page shows it: with the clock that ticks every minute. */
function TickingCard({ view }: { view: OfficeView }) {
  return <OfficeCard office={view} />;
}

describe('OfficeCard status badge', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'home', { ...en, ...bands }, true, true);
    await act(async () => activateLocale('en'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const [when, moment, text, status] of [
    ['a weekday morning', '2026-11-23T10:00', 'Open now', 'open'],
    ['the minute a weekday opens', '2026-11-23T09:00', 'Open now', 'open'],
    ['the minute before it opens', '2026-11-23T08:59', 'Closed now', 'closed'],
    ['the weekday lunch break', '2026-11-23T13:30', 'Lunch break', 'lunch'],
    ['the minute lunch ends', '2026-11-23T14:00', 'Open now', 'open'],
    ['the minute a weekday closes', '2026-11-23T18:00', 'Closed now', 'closed'],
    ['a Saturday morning', '2026-11-28T10:00', 'Open now', 'open'],
    ['the minute Saturday closes', '2026-11-28T13:00', 'Closed now', 'closed'],
    ['a Sunday', '2026-11-29T11:00', 'Closed now', 'closed'],
  ] as const) {
    it(`says "${text}" on ${when} (Tashkent time)`, () => {
      renderCard(tashkent(moment));
      expect(badge().textContent).toBe(text);
      expect(badge().closest('[data-status]')?.getAttribute('data-status')).toBe(status);
    });
  }

  it('says closed on a Saturday for an office without Saturday hours, and lists its hours', () => {
    renderCard(tashkent('2026-11-28T10:00'), office({ saturday: null }));
    expect(badge().textContent).toBe('Closed now');
    expect(screen.getByText('Mon–Fri 09:00–18:00; lunch 13:00–14:00')).toBeTruthy();
    expect(screen.getByText('Sat closed')).toBeTruthy();
  });

  it('has no lunch break for an office that takes none', () => {
    renderCard(tashkent('2026-11-23T13:30'), office({ lunch: null }));
    expect(badge().textContent).toBe('Open now');
    expect(screen.getByText('Mon–Fri 09:00–18:00')).toBeTruthy();
  });

  it('follows the clock: the badge changes when lunch begins, without a reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(tashkent('2026-11-23T12:59'));
    render(
      <ThemeProvider>
        <TickingCard view={office()} />
      </ThemeProvider>,
    );
    expect(badge().textContent).toBe('Open now');
    act(() => vi.advanceTimersByTime(60_000));
    expect(badge().textContent).toBe('Lunch break');
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(badge().textContent).toBe('Open now');
  });

  it("says today's hours in one line: a weekday with its lunch, Saturday without, Sunday closed", () => {
    const line = () => screen.getByTestId('today-hours').textContent;
    renderCard(tashkent('2026-11-23T10:00'));
    expect(line()).toBe('Today 09:00–18:00, lunch 13:00–14:00');
    cleanup();
    renderCard(tashkent('2026-11-28T10:00'));
    expect(line()).toBe('Today 09:00–13:00');
    cleanup();
    renderCard(tashkent('2026-11-29T10:00'));
    expect(line()).toBe('Closed today');
    cleanup();
    // Until the clock is known (the server's render) there is no line rather than a guess.
    renderCard(null as unknown as Date);
    expect(screen.queryByTestId('today-hours')).toBeNull();
  });
});
