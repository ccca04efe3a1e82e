import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider, activateLocale, i18n, type Locale } from '@tax/shared';
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
    const image = screen.getByTestId('staff-avatar');
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/uploads/staff/mirzayeva.jpg');
    expect(image.getAttribute('alt')).toBe('Гульнора Мирзаева');
  });
});
