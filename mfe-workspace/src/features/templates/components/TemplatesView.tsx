import { useState } from 'react';
import { Alert, Button, ErrorState, Group, LoadingState, Stack, Text, useQuery, useQueryClient, useTranslation } from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Table } from '@tax/shared/workspace-ui';
import type { ReplyTemplate } from '@tax/shared/staff-api';
import { templatesQuery } from '../../../lib/api/staff.ts';
import { useDateTime } from '../../../lib/format.ts';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import { TemplateModal } from './TemplateModal.tsx';

/** The reply templates handlers pick from: each with its text in three languages, created and changed here. */
export function TemplatesView() {
  const { t } = useTranslation('workspace');
  const templates = useQuery(templatesQuery());
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const [editing, setEditing] = useState<{ template: ReplyTemplate | null } | null>(null);
  if (templates.isPending) return <LoadingState label={t('common.loading')} />;
  if (templates.isError) return <ErrorState onRetry={() => void templates.refetch()} busy={templates.isFetching} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>{t('templates.intro')}</Text>
        <Button onClick={() => setEditing({ template: null })} data-testid="template-new">
          {t('templates.new')}
        </Button>
      </Group>
      {templates.data.items.length === 0 ? (
        <Alert variant="light" color="gray">
          {t('templates.empty')}
        </Alert>
      ) : (
        <TableScroll label={t('pages.workspace-templates.title')}>
          <Table striped withTableBorder data-testid="templates-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('templates.name')}</Table.Th>
                <Table.Th scope="col">{t('templates.updated')}</Table.Th>
                <Table.Th scope="col">{t('accounts.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.items.map((template) => (
                <Table.Tr key={template.id} data-testid="template-row">
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>
                    {dateTime(template.updatedAt)}
                    {template.updatedBy ? ` · ${template.updatedBy.name}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setEditing({ template })}>
                      {t('templates.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <TemplateModal
        key={editing?.template?.id ?? 'new'}
        template={editing?.template ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toastSuccess(t('templates.saved'));
          void queryClient.invalidateQueries({ queryKey: templatesQuery().queryKey });
        }}
      />
    </Stack>
  );
}
