import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { UzbekFallbackNote, fallbackLang } from './UzbekFallback.tsx';

describe('an item the API showed in Uzbek', () => {
  afterEach(cleanup);

  it('its texts carry lang="uz"; a translated item keeps the page language', () => {
    expect(fallbackLang({ translated: false })).toBe('uz');
    expect(fallbackLang({ translated: true })).toBeUndefined();
  });

  it("the note says so in the page language, with the section's own marker, and is absent for a translated item", async () => {
    await i18n.changeLanguage('ru');
    const { rerender } = render(
      <ThemeProvider>
        <UzbekFallbackNote translated={false} />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('uzbek-note').textContent).toBe('Этот текст ещё не переведён и показан на узбекском языке.');
    rerender(
      <ThemeProvider>
        <UzbekFallbackNote translated />
      </ThemeProvider>,
    );
    expect(screen.queryByTestId('uzbek-note')).toBeNull();
  });
});
