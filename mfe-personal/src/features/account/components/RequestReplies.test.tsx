import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, activateLocale, i18n } from '@tax/shared';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';
import { RequestReplies } from './RequestReplies.tsx';

const replies = [
  {
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'ru' as const,
    subject: 'Ответ (S-1234-5678)',
    text: 'Ваш ключ готов.\nЗаберите его в центре.',
  },
  { createdAt: '2026-11-21T10:00:00.000Z', language: 'en' as const, subject: 'Reply (S-1234-5678)', text: 'It was handed over.' },
];

async function show(locale: 'uz' | 'ru' | 'en', list = replies) {
  i18n.addResourceBundle(locale, 'personal', { uz, ru, en }[locale], true, true);
  await act(async () => activateLocale(locale));
  return render(
    <ThemeProvider>
      <RequestReplies replies={list} />
    </ThemeProvider>,
  );
}

describe("a request's replies in the cabinet", () => {
  afterEach(() => cleanup());

  it('lists what the enterprise answered, oldest first, each marked with its own language', async () => {
    await show('en');
    const section = screen.getByRole('region', { name: 'Replies from the enterprise' });
    const items = within(section).getAllByTestId('request-reply');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('20 November 2026');
    const text = within(items[0]!).getByText(/Ваш ключ готов/);
    expect(text.getAttribute('lang')).toBe('ru');
    expect(within(items[1]!).getByText('It was handed over.').getAttribute('lang')).toBe('en');
  });

  it('is titled in the page’s language', async () => {
    await show('ru');
    expect(screen.getByRole('heading', { name: 'Ответы предприятия' })).toBeTruthy();
    cleanup();
    await show('uz');
    expect(screen.getByRole('heading', { name: 'Korxona javoblari' })).toBeTruthy();
  });

  it('shows nothing before any reply', async () => {
    const { container } = await show('en', []);
    expect(container.querySelector('[data-testid="request-replies"]')).toBeNull();
  });
});
