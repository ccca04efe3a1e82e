import { useEffect, useRef, type ReactNode } from 'react';
import { Stack, Text, Title } from '../ui/primitives.tsx';
import { Button } from '../ui/buttons.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import classes from './forms.module.css';

export interface FormConfirmationProps {
  /** What was done, as the visitor would say it: 'Application sent', 'Order received'. */
  title: string;
  /** The reference from the API's receipt. */
  reference: string;
  /** What happens next: who does what, and when. */
  children: ReactNode;
  /** A button back to an empty form ('Send another message'); none when another send makes no sense. */
  againLabel?: string;
  onAgain?: () => void;
  /** Further links (to the cabinet's list of requests). */
  actions?: ReactNode;
  testId?: string;
}

/**
 * GOV.UK's confirmation page, in the form's place: a panel saying what was done with the reference to quote, then
 * what happens next. Focus moves to the panel, so a screen reader reads it and the keyboard continues from there.
 */
export function FormConfirmation({ title, reference, children, againLabel, onAgain, actions, testId }: FormConfirmationProps) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const titleId = `confirmation-${reference}`;
  return (
    <Stack gap="md" data-testid={testId ?? 'form-confirmation'}>
      <div ref={panel} tabIndex={-1} className={classes.confirmation} role="region" aria-labelledby={titleId}>
        <h2 id={titleId} className={classes.confirmationTitle}>
          {title}
        </h2>
        <p className={classes.confirmationReference}>
          {t('form.referenceLabel')}
          <strong data-testid="form-reference">{reference}</strong>
        </p>
      </div>
      <Title order={3} size="h4">
        {t('form.nextTitle')}
      </Title>
      <Text component="div">{children}</Text>
      {actions || (againLabel && onAgain) ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
          {actions}
          {againLabel && onAgain ? (
            <Button variant="outline" onClick={onAgain}>
              {againLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
