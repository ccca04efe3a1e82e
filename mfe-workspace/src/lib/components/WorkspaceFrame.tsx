import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Container,
  DocumentTitle,
  ErrorState,
  Group,
  LoadingState,
  LocalizedLink,
  Stack,
  Text,
  Title,
  localizedPath,
  useLocale,
  usePageHandle,
  useLocation,
  useNavigate,
  useQuery,
  useQueryClient,
  useTranslation,
  type RouteName,
} from '@tax/shared';
import type { StaffMe, StaffRole } from '@tax/shared/staff-api';
import { ME_KEY, hasRole, isSessionOver, staffApi, staffMeQuery } from '../api/staff.ts';
import classes from './workspace.module.css';

interface NavItem {
  to: RouteName;
  label: string;
  roles?: StaffRole[];
}

/**
 * The page's own element, as every section's page has it (the kit's PageFrame): which section and version drew it,
 * which deploy and rollback checks read.
 */
export function WorkspacePage({ size, className, children }: { size: 'sm' | 'xl'; className?: string; children: ReactNode }) {
  const handle = usePageHandle();
  return (
    <Container
      component="article"
      size={size}
      className={className}
      data-section={handle?.section}
      data-section-version={handle?.sectionVersion}
      data-build-version={handle?.buildVersion}
    >
      {children}
    </Container>
  );
}

/** Staff pages are nobody else's: no search engine indexes them (the site server also says so in its headers). */
export function PrivatePageHead({ title }: { title: string }) {
  return (
    <>
      <DocumentTitle title={title} />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/** Sign-in, keeping the address to come back to (`?return=`), and why (`?reason=expired`). */
export function useToSignIn() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (reason?: 'expired' | 'signed-out') =>
      void navigate(
        localizedPath('workspace-signin', locale, undefined, { query: { return: reason === 'signed-out' ? undefined : here, reason } }),
        { replace: true },
      ),
    [locale, here, navigate],
  );
}

export interface WorkspaceFrameProps {
  /** The page's heading (and tab title). */
  title: string;
  /** The roles that may see the page; anyone signed in when absent. */
  roles?: StaffRole[];
  children: (me: StaffMe) => ReactNode;
}

/**
 * Every workspace page but sign-in: who is signed in, the navigation their roles allow, and the page, or a clear
 * message when their roles do not allow it. When the API says the session is over (idle for 30 minutes, 12 hours
 * old, ended from another session), back to sign-in with the address kept.
 */
export function WorkspaceFrame({ title, roles, children }: WorkspaceFrameProps) {
  const { t } = useTranslation('workspace');
  const me = useQuery(staffMeQuery());
  const toSignIn = useToSignIn();
  const queryClient = useQueryClient();
  const signedOut = (me.isError && isSessionOver(me.error)) || (me.isSuccess && me.data.stage !== 'signed-in');

  // Once: several requests of the page fail together when the session ends, and each would send to sign-in again.
  const leaving = useRef(false);
  const leave = useCallback(
    (reason?: 'expired') => {
      if (leaving.current) return;
      leaving.current = true;
      toSignIn(reason);
    },
    [toSignIn],
  );

  // Any request of the page that the API refuses for the session's sake (idle time-out, ended elsewhere): sign in
  // again, and come back here. "Your session has ended" only to someone who was signed in; a first visit just signs in.
  useEffect(() => {
    const over = (error: unknown) => {
      if (isSessionOver(error)) leave(queryClient.getQueryData(ME_KEY) === undefined ? undefined : 'expired');
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') over(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') over(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, leave]);
  const wasSignedIn = me.data !== undefined;
  useEffect(() => {
    if (signedOut) leave(wasSignedIn && me.isError ? 'expired' : undefined);
  }, [signedOut, wasSignedIn, me.isError, leave]);

  const nav: NavItem[] = [
    { to: 'workspace', label: t('nav.inbox'), roles: ['handler'] },
    { to: 'workspace-content', label: t('nav.content'), roles: ['editor'] },
    { to: 'workspace-templates', label: t('nav.templates'), roles: ['handler', 'admin'] },
    { to: 'workspace-sessions', label: t('nav.sessions') },
    { to: 'workspace-accounts', label: t('nav.accounts'), roles: ['admin'] },
    { to: 'workspace-audit', label: t('nav.audit'), roles: ['admin'] },
  ];

  const ready = me.isSuccess && !signedOut;
  return (
    <WorkspacePage size="xl" className={classes.frame}>
      <PrivatePageHead title={title} />
      <Stack gap="md">
        {ready ? (
          <header className={classes.bar}>
            <nav aria-label={t('nav.label')}>
              <ul className={classes.nav}>
                {nav
                  .filter((item) => !item.roles || hasRole(me.data, ...item.roles))
                  .map((item) => (
                    <li key={item.to}>
                      <LocalizedLink to={item.to} className={classes.navLink}>
                        {item.label}
                      </LocalizedLink>
                    </li>
                  ))}
              </ul>
            </nav>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" data-testid="workspace-me">
                {me.data.user.name} · {me.data.user.roles.map((role) => t(`roles.${role}`)).join(', ')}
              </Text>
              <SignOutButton />
            </Group>
          </header>
        ) : null}
        <Title order={1} id="page-title" tabIndex={-1}>
          {title}
        </Title>
        {ready ? (
          !roles || hasRole(me.data, ...roles) ? (
            children(me.data)
          ) : (
            <Alert color="yellow" variant="light" role="alert" data-testid="no-access">
              {t('common.noAccess')}
            </Alert>
          )
        ) : me.isError && !signedOut ? (
          <ErrorState onRetry={() => void me.refetch()} busy={me.isFetching} />
        ) : (
          <LoadingState label={t('common.loading')} />
        )}
      </Stack>
    </WorkspacePage>
  );
}

function SignOutButton() {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const toSignIn = useToSignIn();
  return (
    <Button
      variant="default"
      size="xs"
      onClick={async () => {
        await staffApi.auth.signOut().catch(() => undefined);
        queryClient.removeQueries({ queryKey: ['workspace'] });
        toSignIn('signed-out');
      }}
    >
      {t('nav.signOut')}
    </Button>
  );
}
