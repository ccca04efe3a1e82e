import * as M from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { FilePicker } from './FilePicker.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

type Tree = { tag: string; attributes: [string, string][]; children: unknown[] };

/** The frame only: the root, its label, description and error, with the picker's own row set aside. */
const frame = (tree: unknown) => {
  const root = tree as Tree;
  return { ...root, children: root.children.filter((child) => (child as Tree).tag !== 'DIV') };
};

describe('FilePicker', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['the vacancy form’s CV (required, a description)', { id: 'cv', label: 'CV', description: 'PDF or Word, up to 5 MB', required: true }],
    ['with an error', { id: 'cv2', label: 'CV', error: 'Choose a file' }],
    ['optional, nothing chosen', { id: 'cv3', label: 'Portfolio' }],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's Input.Wrapper gives around its row: ${name}`, () => {
      const ours = apiInProvider(<FilePicker {...(props as { id: string; label: string })} value={null} onChange={() => undefined} />);
      const mantine = apiInProvider(
        <M.Input.Wrapper {...props} data-testid="file-picker">
          <div />
        </M.Input.Wrapper>,
      );
      expect(frame(ours)).toEqual(frame(mantine));
    });

  it('says the chosen file and removes it, the error tied to the input', () => {
    const onChange = vi.fn();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const { rerender } = render(<FilePicker id="cv" label="CV" error="Too big" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('CV') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('cv-error');
    expect(document.getElementById('cv-error')?.textContent).toBe('Too big');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenLastCalledWith(file);
    rerender(<FilePicker id="cv" label="CV" value={file} onChange={onChange} />);
    expect(screen.getByTestId('file-chosen').textContent).toContain('cv.pdf');
    fireEvent.click(screen.getByTestId('file-remove'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<FilePicker id="cv" label="CV" description="PDF" required value={null} onChange={() => undefined} />);
  });
});
