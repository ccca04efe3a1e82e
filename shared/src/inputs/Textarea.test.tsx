import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { Textarea } from './Textarea.tsx';

const noop = () => undefined;

describe('the kit Textarea', () => {
  afterEach(cleanup);

  const cases: [string, Record<string, unknown>][] = [
    [
      "the contact form's message (autosize, four rows, required, an id, a name, a value)",
      {
        label: 'Message',
        autosize: true,
        minRows: 4,
        required: true,
        id: 'contact-message',
        name: 'message',
        value: 'Salom',
        onChange: noop,
      },
    ],
    ['with a description and an error', { label: 'Target', description: 'Who uses it', error: 'Too long', id: 't2', defaultValue: 'x' }],
    ['the error look only, disabled', { label: 'Three', error: true, disabled: true, id: 't3' }],
    [
      'a size, a radius, a variant, a resize, style props and a class',
      { label: 'Four', size: 'lg', radius: 'md', variant: 'filled', resize: 'vertical', mt: 'md', className: 'c', id: 't4' },
    ],
    ['no label, a placeholder and a data attribute', { 'aria-label': 'Five', placeholder: 'Type here', 'data-testid': 'five' }],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give: ${name}`, () => {
      expect(apiInProvider(<Textarea {...(props as object)} />)).toEqual(apiInProvider(<M.Textarea {...(props as object)} />));
    });

  it('keeps the rows it is given without autosize (Mantine drops them)', () => {
    const { getByLabelText } = render(<Textarea label="Comment" minRows={3} />);
    expect(getByLabelText('Comment').getAttribute('rows')).toBe('3');
  });

  it('is a native text area: typing says so to onChange; its error is said to a screen reader', () => {
    function Message() {
      const [text, setText] = useState('');
      return (
        <Textarea
          label="Message"
          error={text ? undefined : 'Write a message'}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      );
    }
    const { getByLabelText } = render(<Message />);
    const box = getByLabelText('Message') as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!.trim())?.textContent).toBe('Write a message');
    fireEvent.change(box, { target: { value: 'Salom' } });
    expect(box.value).toBe('Salom');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });

  it('autosize: the box takes its content’s height, borders included, as the text changes', () => {
    const { getByLabelText } = render(<Textarea label="Grow" autosize minRows={2} defaultValue="one" />);
    const box = getByLabelText('Grow') as HTMLTextAreaElement;
    box.style.borderTopWidth = '1px';
    box.style.borderBottomWidth = '1px';
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 20 * box.value.split('\n').length });
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree' } });
    expect(box.style.height).toBe('62px');
    fireEvent.change(box, { target: { value: 'one' } });
    expect(box.style.height).toBe('22px');
    expect(box.getAttribute('data-no-overflow')).toBe('true');
  });

  it('passes its ref to the text area', () => {
    let element: HTMLTextAreaElement | null = null;
    const { getByLabelText } = render(
      <Textarea
        label="Ref"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(getByLabelText('Ref'));
  });

  it('hydrates the server markup without a mismatch', async () => {
    // (With autosize the box then takes its height, as Mantine's did: a change made after hydration, not a mismatch.)
    await expectCleanHydration(<Textarea label="Message" minRows={4} value="Salom" onChange={noop} error="Too short" />);
  });
});
