import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { FileInput, Pagination, Select } from './lazy-pickers.tsx';

afterEach(cleanup);

describe("Mantine's pickers, loaded when first drawn", () => {
  it('draws a select once its code has loaded, as Mantine’s', async () => {
    const { container } = render(
      <ThemeProvider>
        <Select label="Region" data={['Tashkent', 'Samarkand']} id="region" />
      </ThemeProvider>,
    );
    // Nothing of it before its code arrives; then Mantine's select, its own input and label.
    expect(container.querySelector('#region')).toBeNull();
    await screen.findAllByLabelText('Region');
    const input = container.querySelector('#region')!;
    expect(input.className).toContain('mantine-Select-input');
    expect(container.querySelector('label')?.getAttribute('for')).toBe('region');
  });

  it('draws the file input and the pagination too', async () => {
    render(
      <ThemeProvider>
        <FileInput label="CV" id="cv" />
        <Pagination total={5} value={2} onChange={() => undefined} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('CV')).toBeTruthy();
    expect((await screen.findByText('5')).tagName).toBe('BUTTON');
  });
});
