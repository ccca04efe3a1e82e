import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import * as layout from '@tax/shared/layout';
import { Grid, Tabs } from './lazy-parts.tsx';

afterEach(cleanup);

/** Tabs and a grid as a section version built before kit 2.20.0 draws them, with the components given. */
function page(T: typeof Tabs, G: typeof Grid): ReactNode {
  return (
    <>
      <T defaultValue="tashkent">
        <T.List aria-label="Offices">
          <T.Tab value="tashkent">Tashkent</T.Tab>
          <T.Tab value="regions">Regions</T.Tab>
        </T.List>
        <T.Panel value="tashkent">Head office</T.Panel>
        <T.Panel value="regions">13 regional offices</T.Panel>
      </T>
      <G gap="xl">
        <G.Col span={{ base: 12, sm: 4 }}>Photo</G.Col>
        <G.Col span={{ base: 12, sm: 8 }}>Biography</G.Col>
      </G>
    </>
  );
}

async function markup(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

describe("@tax/shared's Tabs and Grid (for section versions built before the layout part)", () => {
  it('render on the server as the layout part renders them', async () => {
    expect(await markup(page(Tabs, Grid))).toBe(
      renderToString(page(layout.Tabs as unknown as typeof Tabs, layout.Grid as unknown as typeof Grid)),
    );
  });

  it('render in the browser once loaded, and work', async () => {
    render(<Suspense fallback={<p>loading</p>}>{page(Tabs, Grid)}</Suspense>);
    const regions = await screen.findByRole('tab', { name: 'Regions' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Head office');
    await act(async () => regions.click());
    expect((await screen.findByRole('tabpanel')).textContent).toBe('13 regional offices');
    expect(screen.getByText('Biography')).toBeTruthy();
  });
});
