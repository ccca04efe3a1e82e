import { useState } from 'react';
import { Button, Stack, Text, useLocale, useTranslation } from '@tax/shared';
import { resendConfirmation } from '../api/resend-confirmation.ts';

/**
 * "Send the link again" for an address that may be waiting for confirmation. What it says afterwards is as careful
 * as the API: "if this address still needs confirming", never whether it has an account.
 */
export function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = () => {
    setState('sending');
    resendConfirmation(email, locale).then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" onClick={send} loading={state === 'sending'} data-testid="confirm-resend">
        {t('confirm.resend')}
      </Button>
      {/* One live region, there before anything is said in it, so a screen reader hears the outcome. */}
      <Text size="sm" role="status" data-testid="confirm-resent">
        {state === 'sent' ? t('confirm.resent') : state === 'failed' ? t('confirm.resendFailed') : ''}
      </Text>
    </Stack>
  );
}
