import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { cleanNumberText, NumberInput, numberOf } from './NumberInput.tsx';

const noop = () => undefined;

/** Markup, with the input mode set aside: Mantine's number field always says `decimal`, the kit's keeps the caller's. */
function withoutInputMode(markup: unknown): unknown {
  if (Array.isArray(markup)) return markup.map(withoutInputMode);
  if (markup && typeof markup === 'object') {
    const node = markup as { attributes: [string, string][]; children: unknown[] };
    return {
      ...node,
      attributes: node.attributes.filter(([name]) => name !== 'inputmode'),
      children: node.children.map(withoutInputMode),
    };
  }
  return markup;
}

describe('the kit NumberInput', () => {
  afterEach(cleanup);

  const cases: [string, Record<string, unknown>][] = [
    [
      "the calculator's quantity (label, aria-label, description, limits, a class, a data attribute)",
      {
        label: 'Quantity',
        'aria-label': 'Quantity: Electronic signature key',
        description: 'From 1 to 999',
        value: 3,
        min: 1,
        max: 999,
        step: 1,
        allowDecimal: false,
        allowNegative: false,
        clampBehavior: 'strict',
        hideControls: true,
        inputMode: 'numeric',
        onChange: noop,
        className: 'quantity',
        'data-quantity': 'eds-key',
      },
    ],
    ['an emptied field', { label: 'Quantity', value: '', onChange: noop, hideControls: true, id: 'n2' }],
    [
      'an error, required, a size and style props',
      { label: 'Amount', error: 'Too much', required: true, size: 'lg', mt: 'md', defaultValue: 12, hideControls: true, id: 'n3' },
    ],
    [
      'disabled, read-only and a placeholder',
      { label: 'Four', disabled: true, readOnly: true, placeholder: '0', hideControls: true, id: 'n4' },
    ],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give: ${name}`, () => {
      expect(withoutInputMode(apiInProvider(<NumberInput {...(props as object)} />))).toEqual(
        withoutInputMode(apiInProvider(<M.NumberInput {...(props as object)} />)),
      );
    });

  it('offers a phone the keyboard the caller asks for: digits only for a whole number', () => {
    const { getByLabelText, rerender } = render(<NumberInput label="Q" inputMode="numeric" allowDecimal={false} hideControls />);
    expect(getByLabelText('Q').getAttribute('inputmode')).toBe('numeric');
    rerender(<NumberInput label="Q" allowDecimal={false} hideControls />);
    expect(getByLabelText('Q').getAttribute('inputmode')).toBe('numeric');
    rerender(<NumberInput label="Q" hideControls />);
    expect(getByLabelText('Q').getAttribute('inputmode')).toBe('decimal');
  });

  it('takes only what a number is made of, and says numbers as numbers', () => {
    expect(cleanNumberText('1 2a3', false, false)).toBe('123');
    expect(cleanNumberText('-1,5.2', true, true)).toBe('-1.52');
    expect(cleanNumberText('-15', true, false)).toBe('15');
    expect(cleanNumberText('2.5', false, false)).toBe('25');
    expect(numberOf('42')).toBe(42);
    expect(numberOf('-1.25')).toBe(-1.25);
    for (const text of ['', '-', '1.', '1.50', '007', '-0', '12345678901234']) expect(numberOf(text)).toBe(text);
  });

  function Quantity({ onChange = vi.fn() }: { onChange?: (value: number | string) => void }) {
    const [value, setValue] = useState<number | string>(1);
    return (
      <NumberInput
        label="Quantity"
        value={value}
        min={1}
        max={999}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('strict: a keystroke that leaves the range is refused; an emptied field stays empty while it is edited', () => {
    const onChange = vi.fn();
    const { getByLabelText } = render(<Quantity onChange={onChange} />);
    const input = getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '1200' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '12x' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '-5' } });
    expect(input.value).toBe('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('on leaving: leading zeros go, and `blur` brings the number into the range', () => {
    const onChange = vi.fn();
    const { getByLabelText } = render(<NumberInput label="N" min={1} max={10} defaultValue="" onChange={onChange} hideControls />);
    const input = getByLabelText('N') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '007' } });
    expect(onChange).toHaveBeenLastCalledWith('007');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(input.value).toBe('7');
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
  });

  it('the arrow keys step within the limits', () => {
    const { getByLabelText } = render(<Quantity />);
    const input = getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('3');
    for (let i = 0; i < 5; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('999');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1');
  });

  it('decimals: a comma is a decimal point, a step keeps its decimals', () => {
    const { getByLabelText } = render(<NumberInput label="Rate" defaultValue={1.5} step={0.1} hideControls />);
    const input = getByLabelText('Rate') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1.6');
    fireEvent.change(input, { target: { value: '2,25' } });
    expect(input.value).toBe('2.25');
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<NumberInput label="Quantity" value={2} min={1} max={999} onChange={noop} hideControls />);
  });
});
