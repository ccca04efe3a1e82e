import { Alert, Stack, Title, localizedPath, useLocale, useNavigate, useQueryClient, useSearchParams, useTranslation } from '@tax/shared';
import { SignInFlow } from '../features/signin/components/SignInFlow.tsx';
import { ME_KEY } from '../lib/api/staff.ts';
import { PrivatePageHead, WorkspacePage } from '../lib/components/WorkspaceFrame.tsx';
import { workspaceReturn } from '../lib/return-address.ts';
import classes from '../lib/components/workspace.module.css';

/** /workspace/signin: password, then the second factor; back to the workspace page that sent here (`?return=`). */
export default function SignInPage() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const title = t('pages.workspace-signin.title');
  return (
    <WorkspacePage size="sm" className={classes.signin}>
      <PrivatePageHead title={title} />
      <Stack gap="md">
        <Title order={1} id="page-title" tabIndex={-1}>
          {title}
        </Title>
        {reason === 'expired' ? (
          <Alert color="yellow" variant="light" role="status" data-testid="session-expired">
            {t('signin.expired')}
          </Alert>
        ) : reason === 'signed-out' ? (
          <Alert color="green" variant="light" role="status" data-testid="signed-out">
            {t('signin.signedOut')}
          </Alert>
        ) : null}
        <SignInFlow
          onSignedIn={() => {
            void queryClient.invalidateQueries({ queryKey: ME_KEY });
            void navigate(workspaceReturn(params.get('return'), localizedPath('workspace', locale)), { replace: true });
          }}
        />
      </Stack>
    </WorkspacePage>
  );
}
