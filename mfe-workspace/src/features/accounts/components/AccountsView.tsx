import { useState } from 'react';
import {
  Badge,
  Button,
  ErrorState,
  Group,
  LoadingState,
  Stack,
  Text,
  useDisclosure,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Table } from '@tax/shared/workspace-ui';
import type { StaffAccount, StaffMe } from '@tax/shared/staff-api';
import { accountsQuery, staffApi } from '../../../lib/api/staff.ts';
import { useDateTime } from '../../../lib/format.ts';
import { useReauth } from '../../../lib/use-reauth.tsx';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import { InviteModal } from './InviteModal.tsx';
import { RolesModal } from './RolesModal.tsx';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';

type Action = 'disable' | 'enable' | 'endSessions' | 'resetSecondFactor';

/** The staff accounts (admins): invite, roles (after re-authentication), disable, end sessions, reset the second factor. */
export function AccountsView({ me }: { me: StaffMe }) {
  const { t } = useTranslation('workspace');
  const accounts = useQuery(accountsQuery());
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const reauth = useReauth(me);
  const [inviting, invite] = useDisclosure(false);
  const [rolesOf, setRolesOf] = useState<StaffAccount | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsQuery().queryKey });
  const act = useMutation({
    mutationFn: async ({ action, account }: { action: Action; account: StaffAccount }): Promise<void> => {
      await staffApi.accounts[action](account.id);
    },
    onSuccess: async (_answer, { action }) => {
      toastSuccess(t(`accounts.done.${action}`));
      await refresh();
    },
  });
  if (accounts.isPending) return <LoadingState label={t('common.loading')} />;
  if (accounts.isError) return <ErrorState onRetry={() => void accounts.refetch()} busy={accounts.isFetching} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>{t('accounts.intro')}</Text>
        <Button onClick={invite.open} data-testid="invite-open">
          {t('accounts.invite')}
        </Button>
      </Group>
      <ErrorAlert error={act.error} />
      <TableScroll label={t('pages.workspace-accounts.title')}>
        <Table striped withTableBorder data-testid="accounts-table">
          <Table.Caption>{t('accounts.caption', { count: accounts.data.items.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.name')}</Table.Th>
              <Table.Th scope="col">{t('fields.roles')}</Table.Th>
              <Table.Th scope="col">{t('accounts.state')}</Table.Th>
              <Table.Th scope="col">{t('accounts.lastSignIn')}</Table.Th>
              <Table.Th scope="col">{t('accounts.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.items.map((account) => {
              const self = account.id === me.user.id;
              const busy = (action: Action) => act.isPending && act.variables?.action === action && act.variables.account.id === account.id;
              return (
                <Table.Tr key={account.id} data-testid="account-row" data-email={account.email}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {account.name}
                    </Text>
                    <Text size="xs">{account.email}</Text>
                  </Table.Td>
                  <Table.Td>{account.roles.map((role) => t(`roles.${role}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {account.disabled ? (
                        <Badge color="red" variant="dot">
                          {t('accounts.disabled')}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="dot">
                          {t('accounts.active')}
                        </Badge>
                      )}
                      <Badge color={account.enrolled ? 'gray' : 'yellow'} variant="dot">
                        {account.enrolled ? t('accounts.enrolled') : t('accounts.notEnrolled')}
                      </Badge>
                      <Badge color="gray" variant="dot">
                        {t('accounts.sessions', { count: account.activeSessions })}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>{account.lastSignInAt ? dateTime(account.lastSignInAt) : t('accounts.never')}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => reauth.withReauth(t('reauth.forRoles'), () => setRolesOf(account))}
                        data-testid="account-roles"
                      >
                        {t('accounts.changeRoles')}
                      </Button>
                      {self ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          color={account.disabled ? undefined : 'red'}
                          loading={busy('disable') || busy('enable')}
                          onClick={() => act.mutate({ action: account.disabled ? 'enable' : 'disable', account })}
                        >
                          {account.disabled ? t('accounts.enable') : t('accounts.disable')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        disabled={account.activeSessions === 0}
                        loading={busy('endSessions')}
                        onClick={() => act.mutate({ action: 'endSessions', account })}
                      >
                        {t('accounts.endSessions')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={!account.enrolled}
                        loading={busy('resetSecondFactor')}
                        onClick={() => reauth.withReauth(t('reauth.forReset'), () => act.mutate({ action: 'resetSecondFactor', account }))}
                      >
                        {t('accounts.resetSecondFactor')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <InviteModal opened={inviting} onClose={invite.close} onInvited={() => void refresh()} />
      <RolesModal
        key={rolesOf?.id ?? 'none'}
        account={rolesOf}
        onClose={() => setRolesOf(null)}
        onSaved={() => {
          setRolesOf(null);
          toastSuccess(t('accounts.rolesSaved'));
          void refresh();
        }}
      />
      {reauth.dialog}
    </Stack>
  );
}
