import {
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { ActionIcon } from '../ui/buttons.tsx';
import { InputField, type ControlProps, type FieldFrameProps } from './TextInput.tsx';

/*
 * Mantine's PasswordInput as the kit's own, on the kit's text field (TextInput.tsx): the same elements, classes, data
 * attributes, custom properties and ids (a test compares them with Mantine's), drawn by the kit's inputs.css, with
 * three differences on purpose, as the kit's password field has had them: its "show password" button is reached with
 * the keyboard like any other (Mantine keeps it out of the Tab order), it says in the page's language what it does
 * now ("Show password" or "Hide password"; Mantine's own label is English only), and a field in error says so to a
 * screen reader (`aria-invalid`, as every other field of the kit does; Mantine's leaves it out). Left sections, a right
 * section of the caller's, the success message and the styles API are not part of the kit's: no page uses them.
 */

export interface PasswordInputProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color' | 'width' | 'height' | 'type'> {
  /** The password shown as text (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibilityChange?: (visible: boolean) => void;
  /** More props for the show/hide button (its `aria-label` replaces the kit's). */
  visibilityToggleButtonProps?: Record<string, unknown> & {
    'aria-label'?: string;
    onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
    onTouchEnd?: (event: TouchEvent<HTMLButtonElement>) => void;
  };
  ref?: Ref<HTMLInputElement>;
}

/** Mantine's eye icon: open while the password is hidden (the button shows it), struck through while it is shown. */
function EyeIcon({ reveal }: { reveal: boolean }) {
  const line = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round', strokeWidth: '16' } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}>
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...line} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...line}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" {...line} />
        </>
      )}
    </svg>
  );
}

export function PasswordInput({
  visible,
  defaultVisible,
  onVisibilityChange,
  visibilityToggleButtonProps,
  size = 'sm',
  radius,
  disabled,
  error,
  autoComplete,
  ...others
}: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [own, setOwn] = useState(defaultVisible ?? false);
  const shown = visible ?? own;
  const toggle = () => {
    setOwn(!shown);
    onVisibilityChange?.(!shown);
  };
  const { onMouseDown, onKeyDown, onTouchEnd, ...buttonProps } = visibilityToggleButtonProps ?? {};
  // Mantine's field is a box drawn as the input, holding the real input: the box takes the input's look, the input
  // the field's ids, attributes and handlers.
  const control = ({
    className,
    type: _type,
    size: _size,
    'data-variant': look,
    'data-error': errorLook,
    'data-disabled': off,
    ...input
  }: ControlProps) => (
    <div
      className={`kit-password-frame ${className}`}
      data-variant={look as string}
      data-error={errorLook as boolean | undefined}
      data-disabled={off as boolean | undefined}
    >
      <input
        data-invalid={error ? true : undefined}
        className="kit-password-input mantine-PasswordInput-innerInput"
        {...(input as InputHTMLAttributes<HTMLInputElement>)}
        autoComplete={autoComplete || 'off'}
        type={shown ? 'text' : 'password'}
      />
    </div>
  );
  const button = (
    <ActionIcon
      className="kit-password-toggle mantine-PasswordInput-visibilityToggle"
      disabled={disabled}
      radius={radius}
      aria-pressed={shown}
      tabIndex={0}
      aria-label={shown ? t('hidePassword') : t('showPassword')}
      {...buttonProps}
      variant="subtle"
      color="gray"
      onTouchEnd={(event: TouchEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onTouchEnd?.(event);
        toggle();
      }}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onMouseDown?.(event);
        toggle();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          toggle();
        }
      }}
    >
      <EyeIcon reveal={shown} />
    </ActionIcon>
  );
  return (
    <InputField
      kind={{
        selector: 'PasswordInput',
        rootClass: 'kit-password mantine-PasswordInput-root',
        callerClassFirst: true,
        rootVars: {
          '--psi-icon-size': `var(--psi-icon-size-${size})`,
          '--psi-button-size': `var(--psi-button-size-${size})`,
        } as CSSProperties as Record<string, string>,
        wrapperData: { 'data-with-right-section': true },
      }}
      size={size}
      radius={radius}
      disabled={disabled}
      error={error}
      control={control}
      rightSection={button}
      {...others}
    />
  );
}
