import { MantineProvider, useMantineContext, useMantineTheme } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

/** What a Mantine component reads from its provider, as the provider under test gives it. */
function read(Provider: (props: { children: React.ReactNode }) => React.ReactNode) {
  const seen: { context?: Record<string, unknown>; theme?: unknown } = {};
  function Probe() {
    seen.context = useMantineContext() as unknown as Record<string, unknown>;
    seen.theme = useMantineTheme();
    return null;
  }
  renderToStaticMarkup(
    <Provider>
      <Probe />
    </Provider>,
  );
  return seen as { context: Record<string, unknown>; theme: unknown };
}

const shipped = ({ children }: { children: React.ReactNode }) => (
  <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
    {children}
  </MantineProvider>
);

/**
 * The kit's provider gives Mantine's two public contexts their values without rendering `MantineProvider` (decision
 * 0022: 4 KB of every page). These pin it to what `MantineProvider` itself gives for the site's settings, so a Mantine
 * upgrade that adds or changes a context field fails here instead of in a page.
 */
describe("the kit's ThemeProvider against Mantine's own provider", () => {
  it('gives every context field Mantine gives, with the same values (functions: the same kind)', () => {
    const ours = read(ThemeProvider).context;
    const theirs = read(shipped).context;
    for (const [key, value] of Object.entries(theirs)) {
      if (value === undefined) continue;
      expect(key in ours, `context field ${key}`).toBe(true);
      if (typeof value === 'function') expect(typeof ours[key], key).toBe('function');
      else expect(ours[key], key).toEqual(value);
    }
    for (const key of Object.keys(ours)) expect(key in theirs, `a field Mantine no longer has: ${key}`).toBe(true);
  });

  it('gives the same theme as Mantine merges from the kit theme', () => {
    expect(JSON.parse(JSON.stringify(read(ThemeProvider).theme))).toEqual(JSON.parse(JSON.stringify(read(shipped).theme)));
  });
});
