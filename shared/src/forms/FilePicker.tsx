import { useRef, type FocusEvent } from 'react';
import { Button } from '../ui/buttons.tsx';
import { Text } from '../ui/primitives.tsx';
import { keepSelection, Note } from '../inputs/TextInput.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { formatFileSize } from '../i18n/format.ts';
import type { Locale } from '../contract/common.ts';
import classes from './forms.module.css';

export interface FilePickerProps {
  id: string;
  name?: string;
  label: string;
  description?: string;
  error?: React.ReactNode;
  required?: boolean;
  accept?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: (event: FocusEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * A file field that looks like one: a "Choose a file" button, then the chosen file's name and size and a button
 * to remove it. The native input keeps the keyboard and the screen reader's "file upload" role; the button seen
 * is its label, so a click anywhere on it opens the browser's picker.
 */
export function FilePicker({ id, name, label, description, error, required, accept, value, onChange, onBlur, onFocus }: FilePickerProps) {
  const { t, i18n } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const locale = (i18n.language as Locale) ?? 'uz';
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null, `${id}-chosen`].filter(Boolean).join(' ');
  return (
    // The kit's field frame, as its text field writes it (inputs.css draws the label, description and error).
    <div className="kit-field mantine-InputWrapper-root" data-error={error ? true : undefined} data-testid="file-picker">
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not an interaction: it keeps a double click from selecting the label's text, as Mantine's label does */}
      <label
        className="kit-field-label mantine-InputWrapper-label"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
        onMouseDown={keepSelection}
      >
        {label}
        {required ? (
          <span className="kit-field-required mantine-InputWrapper-required" aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <Note
          part="description"
          className="kit-field-description mantine-InputWrapper-description"
          id={`${id}-description`}
          size={undefined}
        >
          {description}
        </Note>
      ) : null}
      <div className={classes.fileRow} style={{ marginTop: description ? 6 : 2 }}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={classes.fileInput}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <Button component="label" htmlFor={id} variant="default" data-testid="file-choose">
          {value ? t('form.fileChooseOther') : t('form.fileChoose')}
        </Button>
        <Text size="sm" id={`${id}-chosen`} className={classes.fileName} aria-live="polite" data-testid="file-chosen">
          {value ? t('form.fileChosen', { name: value.name, size: formatFileSize(value.size, locale) }) : t('form.fileNone')}
        </Text>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            // The subtle variant draws its text in red.6 (3.3:1 on white); the text is red.9 (5.6:1).
            c="red.9"
            size="compact-sm"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
              input.current?.focus();
            }}
            data-testid="file-remove"
          >
            {t('form.fileRemove')}
          </Button>
        ) : null}
      </div>
      {error && typeof error !== 'boolean' ? (
        <Note part="error" className="kit-field-error mantine-InputWrapper-error" id={`${id}-error`} size={undefined}>
          {error}
        </Note>
      ) : null}
    </div>
  );
}
