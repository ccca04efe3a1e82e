import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, forgetNamespace } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { SectionStrings } from './SectionStrings.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let loads = 0;
const widgetSection = {
  namespace: 'widget-test',
  translations: {
    uz: async () => ({ title: 'Video galereya' }),
    ru: async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { title: 'Видеогалерея' };
    },
    en: async () => ({ title: 'Video gallery' }),
  },
};

function Title() {
  const { t } = useTranslation('widget-test');
  return <h3>{t('title')}</h3>;
}

const widget = (
  <ThemeProvider>
    <SectionStrings section={widgetSection} height={240}>
      <Title />
    </SectionStrings>
  </ThemeProvider>
);

async function markup(): Promise<string> {
  const { prelude } = await prerender(widget);
  return new Response(prelude).text();
}

afterEach(() => {
  cleanup();
  forgetNamespace('widget-test');
  document.body.innerHTML = '';
});

describe("a widget waits for its section's strings", () => {
  it('on the server, rendered whole with them (not a loading placeholder); loaded once', async () => {
    await i18n.changeLanguage('ru');
    loads = 0;
    const html = await markup();
    expect(html).toContain('<h3>Видеогалерея</h3>');
    expect(html).not.toContain('aria-busy');
    expect(loads).toBe(1);
  });

  it('in the browser, the server markup stays until the strings are in, then hydrates without a mismatch', async () => {
    await i18n.changeLanguage('ru');
    const html = await markup();
    forgetNamespace('widget-test');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, widget, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.querySelector('h3')?.textContent).toBe('Видеогалерея');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('h3')?.textContent).toBe('Видеогалерея');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('rendered in the browser alone (a page reached by a link): the widget once its strings are in', async () => {
    await i18n.changeLanguage('ru');
    await act(async () => {
      render(widget);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByRole('heading', { name: 'Видеогалерея' })).toBeTruthy();
  });
});
