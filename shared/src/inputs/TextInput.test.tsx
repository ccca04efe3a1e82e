import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { TextInput } from './TextInput.tsx';

const noop = () => undefined;
const label = (
  <span>
    Familiya, ism <M.Text component="span">(toʻliq)</M.Text>
  </span>
);

describe('the kit TextInput', () => {
  afterEach(cleanup);

  const cases: [string, Record<string, unknown>][] = [
    [
      'the services search (type, label, description, value, a class)',
      {
        type: 'search',
        label: 'Search services',
        description: 'Type part of a name.',
        value: '',
        onChange: noop,
        className: 'k',
        autoComplete: 'off',
      },
    ],
    [
      "a form's field (id, name, required, focus and blur handlers, no error)",
      {
        label: 'Name',
        autoComplete: 'name',
        required: true,
        id: 'contact-fio',
        name: 'fio',
        value: 'Ali',
        onChange: noop,
        onFocus: noop,
        onBlur: noop,
        error: null,
      },
    ],
    [
      'with an error message and a description',
      { label, description: 'As in the passport', error: 'Enter your name', id: 'f3', value: '', onChange: noop },
    ],
    ['the error look only', { label: 'Four', error: true, id: 'f4', defaultValue: 'x' }],
    ['an error without its look', { label: 'Five', error: 'Wrong', withErrorStyles: false, id: 'f5' }],
    ['required without the asterisk', { label: 'Six', required: true, withAsterisk: false, id: 'f6' }],
    ['the asterisk without required', { label: 'Seven', withAsterisk: true, id: 'f7' }],
    [
      'read-only, with an input mode, placeholder and language',
      { label: 'Eight', readOnly: true, value: '12', inputMode: 'numeric', placeholder: '00', lang: 'uz', id: 'f8' },
    ],
    ['disabled', { label: 'Nine', disabled: true, id: 'f9' }],
    [
      'size, radius, filled variant, style props, style and the input size',
      {
        label: 'Ten',
        description: 'D',
        error: 'E',
        size: 'lg',
        radius: 'xl',
        variant: 'filled',
        mt: 'md',
        w: 300,
        style: { maxWidth: 400 },
        inputSize: '10',
        id: 'f10',
      },
    ],
    [
      'no label, an aria-label and a description of the caller (Mantine keeps its own)',
      { 'aria-label': 'Eleven', 'aria-describedby': 'x', id: 'f11' },
    ],
    ['no id: an id of its own', { label: 'Twelve', description: 'Hint', error: 'Wrong' }],
    ['data attributes on the input', { label: 'Thirteen', 'data-autofocus': true, id: 'f13', maxLength: 5 }],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give: ${name}`, () => {
      expect(apiInProvider(<TextInput {...(props as object)} />)).toEqual(apiInProvider(<M.TextInput {...(props as object)} />));
    });

  it('is a native input: typing says so to onChange, and its label focuses it', () => {
    function Search() {
      const [text, setText] = useState('');
      return (
        <>
          <TextInput label="Search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
          <output>{text}</output>
        </>
      );
    }
    const { getByLabelText, container } = render(<Search />);
    const input = getByLabelText('Search') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'soliq' } });
    expect(container.querySelector('output')?.textContent).toBe('soliq');
    expect(input.id).toMatch(/^mantine-/);
    expect(container.querySelector('label')?.getAttribute('for')).toBe(input.id);
  });

  it('says its error to a screen reader, and passes its ref', () => {
    let element: HTMLInputElement | null = null;
    const { getByLabelText } = render(
      <TextInput
        label="Email"
        error="Enter an email address"
        description="We answer here"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const input = getByLabelText('Email');
    expect(element).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const said = input
      .getAttribute('aria-describedby')!
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent);
    expect(said).toEqual(['Enter an email address', 'We answer here']);
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<TextInput type="search" label="Search" description="Part of a name" value="" onChange={noop} />);
  });
});
