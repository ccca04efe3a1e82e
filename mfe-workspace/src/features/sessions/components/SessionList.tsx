import { useState } from 'react';
import {
  Badge,
  VisuallyHidden,
  Button,
  ErrorState,
  Group,
  LoadingState,
  Stack,
  Text,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Table } from '@tax/shared/workspace-ui';
import { sessionsQuery, staffApi } from '../../../lib/api/staff.ts';
import { useDateTime } from '../../../lib/format.ts';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';

/** The staff member's own sessions: where and when, the current one marked; end one, or every other. */
export function SessionList() {
  const { t } = useTranslation('workspace');
  const sessions = useQuery(sessionsQuery());
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const [failed, setFailed] = useState<unknown>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
  const end = useMutation({
    mutationFn: (id: string) => staffApi.sessions.end(id),
    onSuccess: async () => {
      toastSuccess(t('sessions.ended'));
      await refresh();
    },
    onError: setFailed,
  });
  const endOthers = useMutation({
    mutationFn: () => staffApi.sessions.endOthers(),
    onSuccess: async () => {
      toastSuccess(t('sessions.othersEnded'));
      await refresh();
    },
    onError: setFailed,
  });
  if (sessions.isPending) return <LoadingState label={t('common.loading')} />;
  if (sessions.isError) return <ErrorState onRetry={() => void sessions.refetch()} busy={sessions.isFetching} />;
  const others = sessions.data.items.filter((session) => !session.current);
  return (
    <Stack gap="md">
      <Text>{t('sessions.intro')}</Text>
      <ErrorAlert error={failed} />
      <TableScroll label={t('pages.workspace-sessions.title')}>
        <Table striped withTableBorder data-testid="sessions-table">
          <Table.Caption>{t('sessions.caption', { count: sessions.data.items.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('sessions.started')}</Table.Th>
              <Table.Th scope="col">{t('sessions.lastSeen')}</Table.Th>
              <Table.Th scope="col">{t('sessions.where')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.items.map((session) => (
              <Table.Tr key={session.id} data-testid="session-row" data-current={session.current || undefined}>
                <Table.Td>{dateTime(session.createdAt)}</Table.Td>
                <Table.Td>{dateTime(session.lastSeenAt)}</Table.Td>
                <Table.Td>{[session.address, session.userAgent].filter(Boolean).join(' · ')}</Table.Td>
                <Table.Td>
                  {session.current ? (
                    <Badge color="green" variant="dot">
                      {t('sessions.current')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={end.isPending && end.variables === session.id}
                      onClick={() => end.mutate(session.id)}
                      data-testid="end-session"
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Group>
        <Button
          variant="dot"
          color="red"
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
          data-testid="end-others"
        >
          {t('sessions.endOthers')}
        </Button>
      </Group>
    </Stack>
  );
}
