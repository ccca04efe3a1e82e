import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { NativeSelect } from './NativeSelect.tsx';

const noop = () => undefined;
const regions = [
  { value: '', label: 'Choose a region' },
  { value: 'tashkent', label: 'Tashkent' },
  { value: 'samarkand', label: 'Samarkand' },
];

describe('the kit NativeSelect', () => {
  afterEach(cleanup);

  const cases: [string, Record<string, unknown>][] = [
    [
      "the service request's region (required, data, an id, a name, a value)",
      { label: 'Region', required: true, data: regions, id: 'request-region', name: 'region_name', value: 'tashkent', onChange: noop },
    ],
    [
      'with an error message and a description',
      { label: 'Region', description: 'Where you live', error: 'Choose a region', data: regions, id: 's2' },
    ],
    ['the error look only', { label: 'Three', error: true, data: ['a', 'b'], id: 's3' }],
    [
      'groups, a disabled option, disabled, a size and style props',
      {
        label: 'Four',
        data: [
          { group: 'City', items: ['Tashkent'] },
          { group: 'Regions', items: [{ value: 'sam', label: 'Samarkand', disabled: true }] },
        ],
        disabled: true,
        size: 'lg',
        mt: 'md',
        className: 'c',
        id: 's4',
      },
    ],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give: ${name}`, () => {
      expect(apiInProvider(<NativeSelect {...(props as object)} />)).toEqual(apiInProvider(<M.NativeSelect {...(props as object)} />));
    });

  it('writes options given as children, as Mantine does', () => {
    const children = (
      <>
        <option value="1">One</option>
        <option value="2">Two</option>
      </>
    );
    expect(
      apiInProvider(
        <NativeSelect label="C" id="c">
          {children}
        </NativeSelect>,
      ),
    ).toEqual(
      apiInProvider(
        <M.NativeSelect label="C" id="c">
          {children}
        </M.NativeSelect>,
      ),
    );
  });

  it('is a native select: choosing says so to onChange, and its label names it', () => {
    function Region() {
      const [region, setRegion] = useState('');
      return (
        <>
          <NativeSelect label="Region" data={regions} value={region} onChange={(event) => setRegion(event.currentTarget.value)} />
          <output>{region}</output>
        </>
      );
    }
    const { getByLabelText, container } = render(<Region />);
    const select = getByLabelText('Region') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: 'samarkand' } });
    expect(container.querySelector('output')?.textContent).toBe('samarkand');
    expect(select.value).toBe('samarkand');
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<NativeSelect label="Region" data={regions} value="tashkent" onChange={noop} error="Choose" />);
  });
});
