import { Alert, Button, Group, LocalizedLink, Text, useTranslation, type User } from '@tax/shared';
import { SignOutButton } from './SignOutButton.tsx';

/** Shown on the sign-in and registration pages to a visitor who is signed in already. */
export function SignedInNotice({ user }: { user: User }) {
  const { t } = useTranslation('personal');
  return (
    <Alert variant="light" color="blue" mt="md" title={t('account.signedInAs', { email: user.email })} data-testid="signed-in-notice">
      <Text size="sm">{t('account.signedInText')}</Text>
      <Group gap="sm" mt="sm">
        <Button component={LocalizedLink} to="personal-requests" size="sm">
          {t('nav.requests')}
        </Button>
        <SignOutButton variant="outline" />
      </Group>
    </Alert>
  );
}
