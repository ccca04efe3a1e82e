import { act, cleanup, render, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { NotificationsHost, toastError, toastSuccess } from './notify.tsx';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('toasts', () => {
  it.each([
    ['uz', 'Xabarni yopish', toastSuccess],
    ['ru', 'Закрыть сообщение', toastError],
    ['en', 'Close the message', toastSuccess],
  ] as const)('in %s, the close button is named (%s)', async (locale, name, show) => {
    await i18n.changeLanguage(locale);
    render(
      <ThemeProvider>
        <NotificationsHost />
      </ThemeProvider>,
    );
    act(() => show('Saved'));
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });
});
