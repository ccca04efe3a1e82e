import * as M from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiInProvider } from '../ui/markup.test-support.tsx';
import { Checkbox } from './Checkbox.tsx';

/** Both in the site's provider (a label may hold Mantine's components). */
const mantine = apiInProvider;

const label = (
  <span>
    <span lang="uz">Maʼlumotnoma</span>
    <M.Text component="span" size="sm" display="block">
      15 000 soʻm · dona
    </M.Text>
  </span>
);
const noop = () => undefined;

describe('the kit Checkbox', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['the calculator row (checked, a label of its own, a class)', { id: 'c1', checked: true, onChange: noop, label, className: 'k' }],
    ['unchecked and disabled', { id: 'c2', checked: false, disabled: true, onChange: noop, label: 'Two' }],
    ['uncontrolled, with name and value', { id: 'c3', defaultChecked: true, name: 'consent', value: 'yes', label: 'Three' }],
    ['with a description and an error', { id: 'c4', label: 'Four', description: 'Why', error: 'Tick it', 'aria-describedby': 'x' }],
    [
      'a size, with a description and an error (their text a size smaller)',
      { id: 'c4s', label: 'Four', size: 'lg', description: 'Why', error: 'Tick it' },
    ],
    [
      'error look only, left label, size, radius, colour',
      { id: 'c5', label: 'Five', error: true, labelPosition: 'left', size: 'md', radius: 'xl', color: 'red' },
    ],
    [
      'outline variant, icon colour, style props and style',
      { id: 'c6', label: 'Six', variant: 'outline', iconColor: 'dark', mt: 'md', style: { maxWidth: 200 } },
    ],
    ['no label, an aria-label', { id: 'c7', 'aria-label': 'Seven', readOnly: true, checked: true }],
    ['indeterminate', { id: 'c8', label: 'Eight', indeterminate: true, checked: false, onChange: noop }],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give: ${name}`, () => {
      expect(mantine(<Checkbox {...(props as object)} />)).toEqual(mantine(<M.Checkbox {...(props as object)} />));
    });

  it('is a native checkbox: a click on its label toggles it, and says so to onChange', () => {
    function Row() {
      const [on, setOn] = useState(false);
      return <Checkbox label="Certificate" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />;
    }
    const { getByLabelText, container } = render(<Row />);
    const box = getByLabelText('Certificate') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(container.querySelector('label')!);
    expect(box.checked).toBe(true);
    expect(container.querySelector('.mantine-Checkbox-root')?.hasAttribute('data-checked')).toBe(true);
    // An id of its own, tied to its label.
    expect(box.id).toMatch(/^mantine-/);
    expect(container.querySelector('label')?.getAttribute('for')).toBe(box.id);
  });

  it('is read-only when said: a click changes nothing', () => {
    let changes = 0;
    const { getByLabelText } = render(<Checkbox label="Fixed" readOnly onChange={() => (changes += 1)} />);
    const box = getByLabelText('Fixed') as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(changes).toBe(0);
  });

  it('sets the indeterminate state on the element, and passes its ref', () => {
    let element: HTMLInputElement | null = null;
    const { rerender } = render(
      <Checkbox
        label="All"
        indeterminate
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element!.indeterminate).toBe(true);
    expect(element!.getAttribute('data-indeterminate')).toBe('true');
    rerender(
      <Checkbox
        label="All"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element!.indeterminate).toBe(false);
  });
});
