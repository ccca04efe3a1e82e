import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider, activateLocale, i18n, type Locale } from '@tax/shared';
import type { Image } from '@tax/shared/contract';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { StaffAvatar } from './StaffAvatar.tsx';

const person = (fio: string, locale: Locale) => ({ slug: 'mirzayeva-gulnora', fio, locale });

function renderAvatar(fio: string, locale: Locale, label = false) {
  return render(
    <ThemeProvider>
      <StaffAvatar person={person(fio, locale)} label={label} />
    </ThemeProvider>,
  );
}

describe('StaffAvatar', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'about', en, true, true);
    i18n.addResourceBundle('ru', 'about', ru, true, true);
  });
  afterEach(() => cleanup());

  it('shows surname and first name in the script of the name shown: МГ on a Russian page', async () => {
    await act(async () => activateLocale('ru'));
    renderAvatar('Мирзаева Гульнора Рустамовна', 'ru');
    expect(screen.getByTestId('staff-avatar').textContent).toBe('МГ');
    // Beside the name on a card: decorative.
    expect(screen.getByTestId('staff-avatar').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes the surname from the end of an English name: MG', async () => {
    await act(async () => activateLocale('en'));
    renderAvatar('Gulnora Rustamovna Mirzayeva', 'en');
    expect(screen.getByTestId('staff-avatar').textContent).toBe('MG');
  });

  it("says whose initials these are where it stands for the person's photo", async () => {
    await act(async () => activateLocale('ru'));
    renderAvatar('Мирзаева Гульнора Рустамовна', 'ru', true);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Инициалы МГ: фотография не опубликована');
  });

  it("the API's own drawing of initials gives way to the page's; a photo the API publishes is shown", async () => {
    await act(async () => activateLocale('ru'));
    const drawing = { url: '/api/media/staff/mirzayeva-gulnora.svg?v=3', width: 400, height: 400, alt: 'Initials GR' };
    const { rerender } = render(
      <ThemeProvider>
        <StaffAvatar person={{ ...person('Мирзаева Гульнора Рустамовна', 'ru'), photo: drawing }} label />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('staff-avatar').textContent).toBe('МГ');
    const photo = { url: '/uploads/staff/mirzayeva.jpg', width: 400, height: 400, alt: 'Гульнора Мирзаева' };
    rerender(
      <ThemeProvider>
        <StaffAvatar person={{ ...person('Мирзаева Гульнора Рустамовна', 'ru'), photo }} label />
      </ThemeProvider>,
    );
    const image = screen.getByTestId('staff-avatar').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/staff/mirzayeva.jpg');
    expect(image.getAttribute('alt')).toBe('Гульнора Мирзаева');
  });

  it("shows the editor's portrait in its modern formats, square, with its alt text only where it stands for the person", async () => {
    await act(async () => activateLocale('ru'));
    const base = '/api/media/images/7d2f0f8e-1c2b-4c1a-9a55-0f5d2a7c9b11';
    const photo: Image = {
      url: `${base}/w900.jpg`,
      width: 900,
      height: 1200,
      alt: 'Портрет Гульноры Мирзаевой',
      sources: [
        { type: 'image/avif', srcSet: `${base}/w480.avif 480w, ${base}/w900.avif 900w` },
        { type: 'image/webp', srcSet: `${base}/w480.webp 480w, ${base}/w900.webp 900w` },
        { type: 'image/jpeg', srcSet: `${base}/w480.jpg 480w, ${base}/w900.jpg 900w` },
      ],
    };
    const who = { ...person('Мирзаева Гульнора Рустамовна', 'ru'), photo };
    const { container, rerender } = render(
      <ThemeProvider>
        <StaffAvatar person={who} label priority sizes="33vw" />
      </ThemeProvider>,
    );
    const frame = screen.getByTestId('staff-avatar');
    expect(frame.dataset.shape).toBe('square');
    // No initials over a photo.
    expect(frame.textContent).toBe('');
    const img = screen.getByRole('img', { name: 'Портрет Гульноры Мирзаевой' });
    expect(img.getAttribute('width')).toBe('900');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('sizes')).toBe('33vw');
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // In a list row beside the name: decoration, the small round size asked for.
    rerender(
      <ThemeProvider>
        <StaffAvatar person={who} round />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('staff-avatar').dataset.shape).toBe('round');
    const small = container.querySelector('img')!;
    expect(small.getAttribute('alt')).toBe('');
    expect(small.getAttribute('loading')).toBe('lazy');
    expect(small.getAttribute('sizes')).toBe('72px');
  });
});
