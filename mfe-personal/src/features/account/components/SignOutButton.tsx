import { Button, localizedPath, useLocale, useNavigate, useTranslation } from '@tax/shared';
import { toastError } from '@tax/shared/forms';
import { useSignOut } from '../api/sign-out.ts';

/** Signs out, then shows the sign-in page. */
export function SignOutButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const navigate = useNavigate();
  const mutation = useSignOut();
  return (
    <Button
      variant={variant}
      size="sm"
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => void navigate(localizedPath('signin', locale, {}, { query: { signedOut: 1 } })),
          onError: () => toastError(t('account.signOutFailed')),
        })
      }
    >
      {t('nav.signOut')}
    </Button>
  );
}
