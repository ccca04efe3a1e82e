import { TextInput } from '@tax/shared/workspace-ui';

export interface CodeFieldProps {
  label: string;
  description?: string;
  error?: React.ReactNode;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Recovery codes have letters and a dash; one-time codes are six digits. */
  recovery?: boolean;
}

/** The second factor's field: a phone or password manager offers the code (`one-time-code`), digits on a keypad. */
export function CodeField({ label, description, error, value, onChange, onBlur, recovery = false }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      required
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 24 : 7}
      data-testid={recovery ? 'recovery-code-input' : 'code-input'}
    />
  );
}
