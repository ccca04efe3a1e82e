import type { ChangeEvent } from 'react';
// By the package's name: the page's one copy of the inputs part (the form kit re-exports it).
import { TextInput, type TextInputProps } from '@tax/shared/inputs';
import { maskUzPhone } from './phone-mask.ts';

export type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: unknown;
  /** The form's change handler (from `useSiteForm().inputProps`); it receives the masked text. */
  onChange?: (value: string) => void;
};

/** An Uzbek phone field: "+998 90 123 45 67" as it is typed or pasted; the API normalises it again. */
export function PhoneInput({ onChange, value, ...rest }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+998 90 123 45 67"
      {...rest}
      // A number filled in from the account arrives as the API stores it (+998901234567): shown as everywhere else.
      value={typeof value === 'string' ? (/^\+998\d{9}$/.test(value) ? maskUzPhone(value) : value) : ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(maskUzPhone(event.currentTarget.value))}
    />
  );
}
