import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ThemeProvider,
  QueryClientProvider,
  RouterProvider,
  activateLocale,
  api,
  createBrowserRouter,
  i18n,
  queryClient,
} from '@tax/shared';
import en from '../locales/en.json';
import type { Service } from '../features/services/api/get-services.ts';
import CalculatorPage from './CalculatorPage.tsx';

const service = (slug: string, servicename: string, price: number, category: Service['category'] = 'individual'): Service => ({
  slug,
  category,
  servicename,
  servicename_sum: price,
  unit: 'per certificate',
  summary: '',
  description: '',
  audience: '',
  documents: [],
  duration: '1 day',
  popularity: 0,
  locale: 'en',
  translated: true,
});

const catalogue = [
  service('eds-key', 'Electronic signature key', 120_000),
  service('income-certificate', 'Income certificate', 15_500),
  service('e-invoice', 'E-invoice connection', 250_000, 'business'),
];

function renderCalculator(search = '', services = catalogue) {
  vi.spyOn(api.services, 'list').mockResolvedValue({ items: services, page: 1, pageSize: 50, total: services.length, totalPages: 1 });
  window.history.replaceState(null, '', `/en/services/calculator${search}`);
  const router = createBrowserRouter([{ path: '*', element: <CalculatorPage /> }]);
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

// The kit writes a sum and its currency with a no-break space between them (formatMoney).
const summary = () => within(screen.getByRole('region', { name: 'Your estimate' }));
/** Each line of the estimate as "name: quantity × price = subtotal". */
const lines = () =>
  summary()
    .queryAllByRole('listitem')
    .map((line) => {
      const [name, detail, subtotal] = [...line.querySelectorAll('p')].map((part) => part.textContent);
      return `${name}: ${detail} = ${subtotal}`;
    });
/** The estimate's total (the live region that starts with "Total"; the copy-link status is another). */
const total = () => screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Total'))?.textContent;
const selectionInUrl = () => new URLSearchParams(window.location.search).getAll('s');

describe('CalculatorPage', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'services', en, true, true);
    await act(async () => activateLocale('en'));
  });
  beforeEach(() => queryClient.clear());
  afterEach(() => cleanup());

  it('prices the choice a shared link carries, and says when a service in it is no longer offered', async () => {
    renderCalculator('?s=eds-key*2&s=retired-service&s=income-certificate');
    await screen.findByRole('checkbox', { name: /Electronic signature key/ });
    expect(lines()).toEqual([
      'Electronic signature key: 2 × 120,000\u00a0soʻm = 240,000\u00a0soʻm',
      'Income certificate: 1 × 15,500\u00a0soʻm = 15,500\u00a0soʻm',
    ]);
    expect(total()).toBe('Total255,500\u00a0soʻm');
    expect(screen.getByText('Some services in the link are no longer offered and were left out.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Electronic signature key/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /E-invoice connection/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Quantity: Electronic signature key' }) as HTMLInputElement).value).toBe('2');
  });

  it('adds and removes services as they are ticked, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await screen.findByRole('checkbox', { name: /Income certificate/ });
    expect(screen.getByText('Choose one or more services to see the total.')).toBeTruthy();
    expect(total()).toBe('Total0\u00a0soʻm');
    expect((screen.getByRole('button', { name: 'Clear the choice' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /Income certificate/ }));
    await user.click(screen.getByRole('checkbox', { name: /E-invoice connection/ }));
    expect(lines()).toEqual([
      'Income certificate: 1 × 15,500\u00a0soʻm = 15,500\u00a0soʻm',
      'E-invoice connection: 1 × 250,000\u00a0soʻm = 250,000\u00a0soʻm',
    ]);
    expect(total()).toBe('Total265,500\u00a0soʻm');
    expect(selectionInUrl()).toEqual(['income-certificate', 'e-invoice']);

    await user.click(screen.getByRole('checkbox', { name: /Income certificate/ }));
    expect(lines()).toEqual(['E-invoice connection: 1 × 250,000\u00a0soʻm = 250,000\u00a0soʻm']);
    expect(selectionInUrl()).toEqual(['e-invoice']);
    expect(screen.queryByRole('textbox', { name: 'Quantity: Income certificate' })).toBeNull();
  });

  it('reprices as a quantity is typed; an empty or out-of-range one stays as typed, is explained, and counts no total', async () => {
    const user = userEvent.setup();
    renderCalculator('?s=eds-key');
    const quantity = (await screen.findByRole('textbox', { name: 'Quantity: Electronic signature key' })) as HTMLInputElement;
    await user.clear(quantity);
    await user.tab();
    // An empty field is not a quantity: it stays empty, says the range, and the total waits for it.
    expect(quantity.value).toBe('');
    expect(screen.getByText('Enter a whole number from 1 to 999')).toBeTruthy();
    expect(total()).toBe('Total—');
    await user.type(quantity, '3');
    expect(lines()).toEqual(['Electronic signature key: 3 × 120,000\u00a0soʻm = 360,000\u00a0soʻm']);
    expect(total()).toBe('Total360,000\u00a0soʻm');
    expect(selectionInUrl()).toEqual(['eds-key*3']);
    expect(screen.queryByText('Enter a whole number from 1 to 999')).toBeNull();

    for (const typed of ['0', '100000']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.tab();
      expect(quantity.value).toBe(typed);
      expect(screen.getByText('Enter a whole number from 1 to 999')).toBeTruthy();
      expect(total()).toBe('Total—');
    }
    // The address keeps the last quantity that counted (100, on the way to 100000).
    expect(selectionInUrl()).toEqual(['eds-key*100']);
  });

  it('clears the whole choice with one button', async () => {
    const user = userEvent.setup();
    renderCalculator('?s=eds-key*2&s=e-invoice');
    await user.click(await screen.findByRole('button', { name: 'Clear the choice' }));
    expect(lines()).toEqual([]);
    expect(total()).toBe('Total0\u00a0soʻm');
    expect(selectionInUrl()).toEqual([]);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
  });

  it('stops at 20 services: the others cannot be ticked until one is taken off', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 21 }, (_, index) => service(`service-${index + 1}`, `Service ${index + 1}`, 1_000));
    renderCalculator(
      `?${many
        .slice(0, 20)
        .map((item) => `s=${item.slug}`)
        .join('&')}`,
      many,
    );
    const last = (await screen.findByRole('checkbox', { name: /Service 21\b/ })) as HTMLInputElement;
    expect(last.disabled).toBe(true);
    expect(total()).toBe('Total20,000\u00a0soʻm');
    await user.click(screen.getByRole('checkbox', { name: /Service 1\b/ }));
    expect(last.disabled).toBe(false);
    await user.click(last);
    expect(selectionInUrl()).toHaveLength(20);
    expect(selectionInUrl().at(-1)).toBe('service-21');
  });
});
