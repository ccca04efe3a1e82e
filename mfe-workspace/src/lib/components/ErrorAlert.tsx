import { Alert, useTranslation } from '@tax/shared';
import { errorText } from '../api/errors.ts';

/** What went wrong with the last request, in the staff member's language; nothing while there is no error. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('workspace');
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorText(t, error)}
    </Alert>
  );
}
