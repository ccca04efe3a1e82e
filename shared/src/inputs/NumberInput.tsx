import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { InputField, type FieldKind, type TextInputProps } from './TextInput.tsx';

/*
 * Mantine's NumberInput as the kit's own, on the kit's text field (inputs/TextInput.tsx): the same elements, classes,
 * data attributes, custom properties and ids as Mantine's with `hideControls` (a test compares them), and the same
 * behaviour for what the site uses: a text box that takes digits, one decimal separator (`.` or `,`) when decimals are
 * allowed, a leading minus when negatives are; `strict` refuses a keystroke that leaves the range, `blur` brings the
 * number into it on leaving; leading zeros go on leaving; the arrow keys step. What it leaves out is Mantine's
 * machinery and react-number-format (9.6 KB gzip the price calculator loaded for a field it shows only once a service
 * is ticked), the step buttons, thousands separators, prefixes and suffixes, and big integers: no page uses them.
 * One difference on purpose: the caller's `inputMode` is kept (Mantine's always says `decimal`, so a phone offers a
 * keyboard with a decimal point for a whole number).
 */

export interface NumberInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  /** A number, or the text typed so far when it is not one yet (`''`, `'-'`, `'1.'`, `'007'`). */
  value?: number | string;
  defaultValue?: number | string;
  onChange?: (value: number | string) => void;
  min?: number;
  max?: number;
  /** What the arrow keys add or take away (default 1). */
  step?: number;
  /** Decimals may be typed (default true). */
  allowDecimal?: boolean;
  /** A minus may be typed (default true). */
  allowNegative?: boolean;
  /** `strict`: a keystroke that would leave the range is refused; `blur` (default): the number is brought into it on leaving. */
  clampBehavior?: 'strict' | 'blur' | 'none';
  /** The kit's number field has no step buttons (the arrow keys step): written for Mantine's API, it is always so. */
  hideControls?: true;
}

/** The number field: its root class (inputs.css), its (empty) right section's width as Mantine's, a text input. */
const kindFor = (size: string, disabled: boolean | undefined): FieldKind => ({
  selector: 'NumberInput',
  rootClass: 'kit-number-input',
  wrapperVars: {
    '--input-right-section-width': `var(--ni-right-section-width-${size})`,
    ...(disabled ? { '--input-right-section-pointer-events': 'none' } : {}),
  },
  type: 'text',
});

const clamp = (value: number, min: number | undefined, max: number | undefined) =>
  Math.min(Math.max(value, min ?? -Infinity), max ?? Infinity);

const inRange = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** What is typed, with only what the field takes: digits, one decimal point (a comma counts as one), a leading minus. */
export function cleanNumberText(text: string, allowDecimal: boolean, allowNegative: boolean): string {
  const negative = allowNegative && text.trimStart().startsWith('-');
  let seenPoint = false;
  let out = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char;
    else if ((char === '.' || char === ',') && allowDecimal && !seenPoint) {
      seenPoint = true;
      out += '.';
    }
  }
  return negative ? `-${out}` : out;
}

/** The number the text is, when it is one (`'1.'`, `'1.50'` and `'007'` are still being typed: they stay text, as in Mantine's). */
export function numberOf(text: string): number | string {
  if (!/^-?\d+(\.\d+)?$/.test(text) || /^-?0\d/.test(text) || /\.\d*0$/.test(text) || text === '-0') return text;
  // Past 13 digits a number loses what was typed: it stays text.
  return text.replace(/[-.]/g, '').length >= 14 ? text : Number(text);
}

export function NumberInput({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step = 1,
  allowDecimal = true,
  allowNegative = true,
  clampBehavior = 'blur',
  hideControls: _hideControls,
  inputMode,
  onBlur,
  onKeyDown,
  ...others
}: NumberInputProps) {
  const [own, setOwn] = useState<number | string>(defaultValue ?? '');
  const current = value ?? own;
  const set = (next: number | string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = cleanNumberText(event.currentTarget.value, allowDecimal, allowNegative);
    const parsed = text === '' || text === '-' || text === '.' || text === '-.' ? undefined : Number.parseFloat(text);
    // Refused: React puts the field's value back as it was.
    if (clampBehavior === 'strict' && parsed !== undefined && !inRange(parsed, min, max)) return;
    set(numberOf(text));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = current;
    if (typeof next === 'number') {
      if (clampBehavior === 'blur') next = clamp(next, min, max);
    } else if (next !== '') {
      const trimmed = next.replace(/^(-?)0+(?=\d)/, '$1');
      const parsed = Number.parseFloat(trimmed);
      if (!Number.isNaN(parsed)) {
        const settled = clampBehavior === 'blur' ? clamp(parsed, min, max) : parsed;
        next = trimmed.endsWith('.') ? `${settled}.` : settled;
      }
    }
    set(next);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (others.readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const up = event.key === 'ArrowUp';
    const floor = min ?? (allowNegative ? undefined : 0);
    const from = typeof current === 'number' ? current : Number.parseFloat(current);
    if (Number.isNaN(from)) return set(clamp(0, floor, max));
    const decimals = Math.max(String(from).split('.')[1]?.length ?? 0, String(step).split('.')[1]?.length ?? 0);
    const factor = 10 ** decimals;
    const stepped = (Math.round(from * factor) + (up ? 1 : -1) * Math.round(step * factor)) / factor;
    set(clamp(stepped, floor, max));
  };

  return (
    <InputField
      kind={kindFor(others.size ?? 'sm', others.disabled)}
      {...others}
      inputMode={inputMode ?? (allowDecimal ? 'decimal' : 'numeric')}
      value={String(current)}
      onChange={handleChange}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    />
  );
}
