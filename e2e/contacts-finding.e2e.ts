/**
 * Issue 14, item 9: finding an office. A region filter kept in the address (a plain form: it works without scripts),
 * links to each region's offices, for a closed office when it opens next (Tashkent time), and the nearest office
 * from the browser's location, asked only when the visitor presses the button.
 */
import { describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';

const regionIds = (html: string) => [...html.matchAll(/id="region-(?!filter")([a-z-]+)"/g)].map((m) => m[1]);

describe('finding an office', () => {
  it('answers ?region= on the server with that region only; an unknown region shows them all', async () => {
    const one = await (await fetch(`${baseURL()}/en/contacts?region=samarkand`)).text();
    expect(regionIds(one)).toEqual(['samarkand']);
    const all = await (await fetch(`${baseURL()}/en/contacts?region=atlantis`)).text();
    expect(regionIds(all).length).toBe(14);
  });

  it('filters as a region is chosen (ru, 375 px), and every region has a link to its offices', async () => {
    const session = await openSession({ width: 375, height: 800 });
    try {
      await session.page.goto('/ru/contacts');
      await pageReady(session.page);
      const links = session.page.locator('nav a[href^="#region-"]');
      expect(await links.count()).toBe(14);
      for (const href of await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')))) {
        expect(await session.page.locator(href!).count(), href!).toBe(1);
      }
      await session.page.locator('#region-filter').focus();
      await session.page.locator('#region-filter').selectOption('samarkand');
      await session.page.waitForURL(/region=samarkand/);
      await expect.poll(() => session.page.locator('[id^="region-"]:not(#region-filter)').count()).toBe(1);
      expect(await session.page.locator('#region-samarkand').isVisible()).toBe(true);
      // Focus stays on the filter, and a screen reader hears what the list now shows.
      await expect
        .poll(() => session.page.getByTestId('offices-shown').textContent())
        .toMatch(/^Показан регион: Самаркандская область\. Офисов: \d+$/);
      expect(await session.page.getByTestId('offices-shown').getAttribute('role')).toBe('status');
      expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('region-filter');
      await session.page.locator('#region-filter').selectOption('');
      await session.page.waitForURL((url) => !url.searchParams.has('region'));
      await expect.poll(() => session.page.locator('[id^="region-"]:not(#region-filter)').count()).toBe(14);
    } finally {
      await session.close();
    }
  });

  it('works without scripts: the form asks for the filtered page', async () => {
    const session = await openSession({ javaScriptEnabled: false });
    try {
      await session.page.goto('/contacts');
      await session.page.locator('#region-filter').selectOption('fergana');
      await session.page.locator('form:has(#region-filter) button[type="submit"]').click();
      await session.page.waitForURL(/region=fergana/);
      expect(await session.page.locator('[id^="region-"]:not(#region-filter)').evaluateAll((items) => items.map((i) => i.id))).toEqual([
        'region-fergana',
      ]);
    } finally {
      await session.close();
    }
  });

  it('says when a closed office opens next, in the visitor language (en, a Sunday morning in Tashkent)', async () => {
    const session = await openSession();
    try {
      // Sunday 8 March 2026, 10:00 in Tashkent: every office is closed until Monday (or Saturday's hours are over).
      await session.context.clock.install({ time: new Date('2026-03-08T05:00:00Z') });
      await session.page.goto('/en/contacts?region=samarkand');
      await pageReady(session.page);
      const next = session.page.getByTestId('opens-next');
      await expect.poll(() => next.count()).toBeGreaterThan(0);
      for (const text of await next.allTextContents()) expect(text).toMatch(/^Opens tomorrow at \d{2}:\d{2}$/);
    } finally {
      await session.close();
    }
  });

  // Counts the page's requests for the position: none may happen before the visitor asks.
  const COUNT_GEO = `(() => {
    const geo = navigator.geolocation;
    const ask = geo.getCurrentPosition.bind(geo);
    window.__geoAsks = 0;
    geo.getCurrentPosition = (...args) => { window.__geoAsks += 1; return ask(...args); };
  })();`;
  const geoAsks = (session: Session) => session.page.evaluate(() => (window as unknown as { __geoAsks: number }).__geoAsks);

  it('finds the nearest office from the browser location only when asked, and shows it in the list (en, 1280)', async () => {
    const regions = (await (await fetch(`${baseURL()}/api/regions?locale=en`)).json()) as {
      items: { code: string; offices: { slug: string; name: string; coordinates: { lat: number; lng: number } }[] }[];
    };
    const target = regions.items.find((region) => region.code === 'samarkand')!.offices[0]!;
    const session = await openSession({ initScript: COUNT_GEO });
    try {
      await session.context.grantPermissions(['geolocation'], { origin: baseURL() });
      // A few hundred metres from the office.
      await session.context.setGeolocation({ latitude: target.coordinates.lat + 0.003, longitude: target.coordinates.lng });
      await session.page.goto('/en/contacts');
      await pageReady(session.page);
      expect(await geoAsks(session), 'asked on page load').toBe(0);
      await session.page.getByRole('button', { name: 'Find the nearest office' }).click();
      const result = session.page.getByTestId('nearest-result');
      await result.waitFor();
      expect(await geoAsks(session)).toBe(1);
      expect(await result.textContent()).toContain(target.name);
      expect(await result.textContent()).toMatch(/about 0\.\d km away/);
      await result.getByTestId('nearest-show').click();
      await session.page.waitForURL(/region=samarkand/);
      await expect.poll(() => session.page.evaluate(() => document.activeElement?.id)).toBe(`office-${target.slug}`);
    } finally {
      await session.close();
    }
  });

  it('says what to do when the visitor does not allow his location (uz, 375 px)', async () => {
    const session = await openSession({ width: 375, height: 800, initScript: COUNT_GEO });
    try {
      await session.context.clearPermissions();
      await session.page.goto('/contacts');
      await pageReady(session.page);
      await session.page.getByRole('button', { name: 'Eng yaqin idorani topish' }).click();
      const failed = session.page.getByTestId('nearest-failed');
      await failed.waitFor();
      expect(await failed.textContent()).toBe(
        'Joylashuvingizdan foydalanishga ruxsat berilmadi. Hududingizni quyidagi roʻyxatdan tanlang.',
      );
      // The list is all still there to choose from.
      expect(await session.page.locator('[id^="region-"]:not(#region-filter)').count()).toBe(14);
    } finally {
      await session.close();
    }
  });
});
