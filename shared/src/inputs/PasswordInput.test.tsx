import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
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
