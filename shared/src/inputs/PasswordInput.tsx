import { forwardRef, useState } from 'react';
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * A password field whose "show password" button is reached with the keyboard like any other (Mantine keeps it out of
 * the Tab order) and says, in the page's language, what it does now: "Show password" or "Hide password" (Mantine's
 * own label is English only). A field in error says so to a screen reader (`aria-invalid`, as every other field of the
 * kit does; Mantine's password field leaves it out).
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(props.defaultVisible ?? false);
  const visible = props.visible ?? shown;
  return (
    <MantinePasswordInput
      ref={ref}
      visibilityToggleFocusable
      aria-invalid={props.error ? true : undefined}
      {...props}
      visible={visible}
      onVisibilityChange={(next) => {
        setShown(next);
        props.onVisibilityChange?.(next);
      }}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('hidePassword') : t('showPassword'),
        'aria-pressed': visible,
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
});
