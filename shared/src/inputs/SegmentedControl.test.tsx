import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { SegmentedControl } from './SegmentedControl.tsx';

const categories = [
  { value: 'all', label: 'All' },
  { value: 'individual', label: 'For individuals' },
  { value: 'business', label: 'For businesses' },
];
const noop = () => undefined;

describe('the kit SegmentedControl', () => {
  afterEach(cleanup);

  const cases: [string, Record<string, unknown>][] = [
    [
      'the services filter (controlled, full width, labelled by a heading, a class)',
      { data: categories, value: 'all', onChange: noop, fullWidth: true, 'aria-labelledby': 'label', className: 'k', name: 'c1' },
    ],
    ['another segment chosen', { data: categories, value: 'business', onChange: noop, name: 'c2' }],
    ['values as their own labels, uncontrolled', { data: ['uz', 'ru', 'en'], defaultValue: 'ru', name: 'c3' }],
    [
      'uncontrolled without a default: the first segment that is not disabled',
      { data: [{ ...categories[0]!, disabled: true }, ...categories.slice(1)], name: 'c4' },
    ],
    ['disabled as a whole', { data: categories, value: 'all', onChange: noop, disabled: true, name: 'c5' }],
    ['read-only', { data: categories, value: 'individual', onChange: noop, readOnly: true, name: 'c6' }],
    ['vertical', { data: categories, value: 'all', onChange: noop, orientation: 'vertical', fullWidth: true, name: 'c7' }],
    [
      'size, radius, colour with auto contrast, no borders, style props and style',
      {
        data: categories,
        value: 'all',
        onChange: noop,
        size: 'lg',
        radius: 'xl',
        color: 'blue.8',
        autoContrast: true,
        withItemsBorders: false,
        mt: 'md',
        style: { maxWidth: 400 },
        name: 'c8',
      },
    ],
    [
      'a colour, a variant and an id',
      { data: categories, value: 'all', onChange: noop, color: 'teal', variant: 'x', id: 'seg', name: 'c9' },
    ],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give (as Mantine's server render): ${name}`, () => {
      expect(apiInProvider(<SegmentedControl {...(props as { data: string[] })} />)).toEqual(
        apiInProvider(<M.SegmentedControl {...(props as { data: string[] })} />),
      );
    });

  it('draws nothing for no segments, as Mantine', () => {
    expect(render(<SegmentedControl data={[]} />).container.innerHTML).toBe('');
  });

  it('gives its radio buttons a shared name of its own, each tied to its label', () => {
    const { container } = render(<SegmentedControl data={categories} defaultValue="all" />);
    const inputs = [...container.querySelectorAll('input')];
    expect(new Set(inputs.map((input) => input.name)).size).toBe(1);
    expect(inputs[0]!.name).toMatch(/^mantine-/);
    for (const input of inputs) expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
  });

  it('chooses a segment on a click of its label, and says so to onChange', () => {
    function Filter() {
      const [value, setValue] = useState('all');
      return <SegmentedControl data={categories} value={value} onChange={setValue} />;
    }
    const { getByText, getByLabelText, container } = render(<Filter />);
    fireEvent.click(getByText('For businesses'));
    expect((getByLabelText('For businesses') as HTMLInputElement).checked).toBe(true);
    const active = [...container.querySelectorAll('[data-active]')].map((element) => element.textContent);
    expect(active).toEqual(['For businesses', 'For businesses']);
  });

  it('keeps its own choice when uncontrolled', () => {
    const onChange = vi.fn();
    const { getByText, getByLabelText } = render(<SegmentedControl data={categories} onChange={onChange} />);
    expect((getByLabelText('All') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(getByText('For individuals'));
    expect(onChange).toHaveBeenCalledWith('individual');
    expect((getByLabelText('For individuals') as HTMLInputElement).checked).toBe(true);
  });

  it('changes nothing when read-only or disabled', () => {
    const onChange = vi.fn();
    const { getByText, rerender, getByLabelText } = render(<SegmentedControl data={categories} value="all" onChange={onChange} readOnly />);
    fireEvent.click(getByText('For individuals'));
    rerender(<SegmentedControl data={categories} value="all" onChange={onChange} disabled />);
    fireEvent.click(getByText('For individuals'));
    expect(onChange).not.toHaveBeenCalled();
    expect((getByLabelText('All') as HTMLInputElement).checked).toBe(true);
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<SegmentedControl data={categories} value="individual" onChange={noop} fullWidth aria-label="Category" />);
  });
});
