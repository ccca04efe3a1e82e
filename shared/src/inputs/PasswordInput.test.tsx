import * as M from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { apiInProvider, expectCleanHydration } from '../ui/markup.test-support.tsx';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { PasswordInput } from './PasswordInput.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const field = (props: { error?: string }) =>
  render(
    <ThemeProvider>
      <PasswordInput label="Password" {...props} />
    </ThemeProvider>,
  );

describe('PasswordInput', () => {
  const noop = () => undefined;
  const cases: [string, Record<string, unknown>][] = [
    [
      "the sign-in form's password (required, autocomplete, an id, a name, a value)",
      {
        label: 'Password',
        required: true,
        autoComplete: 'current-password',
        id: 'signin-password',
        name: 'password',
        value: 'x',
        onChange: noop,
      },
    ],
    ['with a description and an error', { label: 'New password', description: 'At least 8 characters', error: 'Too short', id: 'p2' }],
    ['shown', { label: 'Three', visible: true, onVisibilityChange: noop, id: 'p3' }],
    [
      'disabled, a size, a radius, style props and a class',
      { label: 'Four', disabled: true, size: 'lg', radius: 'xl', mt: 'md', className: 'c', id: 'p4' },
    ],
  ];
  for (const [name, props] of cases)
    // The toggle is the kit's ActionIcon, drawn by the kit's stylesheet: the classes only a stylesheet reads are left
    // out of the comparison (see apiShape); how it looks is the kit gallery's screenshot test.
    it(`takes Mantine's props, with the kit's button and aria-invalid: ${name}`, () => {
      const shown = props.visible === true;
      expect(apiInProvider(<PasswordInput {...(props as object)} />)).toEqual(
        apiInProvider(
          <M.PasswordInput
            {...(props as object)}
            visibilityToggleFocusable
            aria-invalid={props.error ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': shown ? 'Hide password' : 'Show password', 'aria-pressed': shown }}
          />,
        ),
      );
    });

  it('tells its owner when the password is shown, and takes a button label of the caller', () => {
    const onVisibilityChange = vi.fn();
    render(
      <PasswordInput label="PIN" onVisibilityChange={onVisibilityChange} visibilityToggleButtonProps={{ 'aria-label': 'Reveal PIN' }} />,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reveal PIN' }), { key: 'Enter' });
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByLabelText('PIN').getAttribute('type')).toBe('text');
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(<PasswordInput label="Password" error="Too short" value="x" onChange={noop} />);
  });

  it('says it is in error (aria-invalid), as every other field does, and only then', () => {
    field({ error: 'Enter your password' });
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    field({});
    expect(screen.getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
  });

  it('has a toggle reached with the keyboard that says what it does, in the page language', () => {
    field({});
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('tabindex')).not.toBe('-1');
    fireEvent.mouseDown(toggle);
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});
