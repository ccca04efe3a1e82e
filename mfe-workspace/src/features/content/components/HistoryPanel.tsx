import { useState } from 'react';
import { Button, ErrorState, Group, LoadingState, Stack, Text, Title, VisuallyHidden, useQuery, useTranslation } from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Modal, Select, Table } from '@tax/shared/workspace-ui';
import { conflictOf, type EditorialItemBase, type EditorialType } from '@tax/shared/staff-api';
import { contentDiffQuery, contentRevisionsQuery } from '../../../lib/api/editorial.ts';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import { useDateTime } from '../../../lib/format.ts';
import { useFieldLabel } from './use-content-editor.ts';
import classes from './content.module.css';

export interface HistoryPanelProps {
  type: EditorialType;
  item: EditorialItemBase;
  /** The version the editor's text is based on (a restore is saved from it, like a save). */
  baseVersion: () => number | null;
  onRestored: (next: EditorialItemBase) => void;
  onConflict: (error: unknown) => void;
}

/** Every saved version with who and when; the differences between any two, word by word; a version made the draft again. */
export function HistoryPanel({ type, item, baseVersion, onRestored, onConflict }: HistoryPanelProps) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  const revisions = useQuery(contentRevisionsQuery(type, item.id));
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (revisions.isPending) return <LoadingState label={t('common.loading')} />;
  if (revisions.isError) return <ErrorState onRetry={() => void revisions.refetch()} busy={revisions.isFetching} />;
  const items = revisions.data.items;
  const options = items.map((revision) => ({
    value: String(revision.version),
    label: t('content.history.versionLabel', { version: revision.version, at: dateTime(revision.createdAt) }),
  }));
  const from = compare?.from ?? items[1]?.version ?? items[0]?.version ?? 1;
  const to = compare?.to ?? items[0]?.version ?? 1;
  return (
    <Stack gap="md" data-testid="history">
      <TableScroll label={t('content.history.title')}>
        <Table withTableBorder verticalSpacing="xs" data-testid="revisions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('content.history.version')}</Table.Th>
              <Table.Th scope="col">{t('content.history.who')}</Table.Th>
              <Table.Th scope="col">{t('content.history.when')}</Table.Th>
              <Table.Th scope="col">{t('content.history.published')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('content.history.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((revision) => (
              <Table.Tr key={revision.version} data-testid="revision" data-version={revision.version}>
                <Table.Td>
                  {revision.version} · {t(`content.history.kinds.${revision.kind}`)}
                </Table.Td>
                <Table.Td>{revision.author?.name ?? '—'}</Table.Td>
                <Table.Td>{dateTime(revision.createdAt)}</Table.Td>
                <Table.Td>{revision.publishedLocales.map((l) => t(`languages.${l}`)).join(', ') || '—'}</Table.Td>
                <Table.Td>
                  {revision.version !== item.version ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setRestoring(revision.version)}
                      aria-label={t('content.history.restoreVersion', { version: revision.version })}
                      data-testid="revision-restore"
                    >
                      {t('content.history.restore')}
                    </Button>
                  ) : (
                    <Text size="xs">{t('content.history.current')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {items.length > 1 ? (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('content.history.compare')}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('content.history.from')}
              data={options}
              value={String(from)}
              onChange={(value) => value && setCompare({ from: Number(value), to })}
              allowDeselect={false}
              data-testid="diff-from"
            />
            <Select
              label={t('content.history.to')}
              data={options}
              value={String(to)}
              onChange={(value) => value && setCompare({ from, to: Number(value) })}
              allowDeselect={false}
              data-testid="diff-to"
            />
          </Group>
          {from !== to ? <DiffView type={type} id={item.id} from={from} to={to} /> : null}
        </Stack>
      ) : null}
      {restoring !== null ? (
        <RestoreDialog
          type={type}
          item={item}
          version={restoring}
          baseVersion={baseVersion}
          onClose={() => setRestoring(null)}
          onRestored={(next) => {
            setRestoring(null);
            onRestored(next);
            toastSuccess(t('content.history.restored', { version: restoring }));
          }}
          onConflict={(error) => {
            setRestoring(null);
            onConflict(error);
          }}
        />
      ) : null}
    </Stack>
  );
}

function DiffView({ type, id, from, to }: { type: EditorialType; id: string; from: number; to: number }) {
  const { t } = useTranslation('workspace');
  const label = useFieldLabel();
  const diff = useQuery(contentDiffQuery(type, id, from, to));
  if (diff.isPending) return <LoadingState label={t('common.loading')} />;
  if (diff.isError) return <ErrorState onRetry={() => void diff.refetch()} busy={diff.isFetching} />;
  if (diff.data.changes.length === 0) return <Text data-testid="diff-none">{t('content.history.noChanges')}</Text>;
  return (
    <Stack gap="sm" data-testid="diff">
      <Text size="sm">{t('content.history.legend')}</Text>
      {diff.data.changes.map((change) => (
        <section key={change.field} aria-label={label(change.field)}>
          <Text size="sm" fw={600}>
            {label(change.field)}
          </Text>
          <p className={`${classes.text} ${classes.diff}`}>
            {change.parts.map((part, index) =>
              part.op === 'added' ? (
                <ins key={index}>{part.text}</ins>
              ) : part.op === 'removed' ? (
                <del key={index}>{part.text}</del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </Stack>
  );
}

function RestoreDialog({
  type,
  item,
  version,
  baseVersion,
  onClose,
  onRestored,
  onConflict,
}: {
  type: EditorialType;
  item: EditorialItemBase;
  version: number;
  baseVersion: () => number | null;
  onClose: () => void;
  onRestored: (next: EditorialItemBase) => void;
  onConflict: (error: unknown) => void;
}) {
  const { t } = useTranslation('workspace');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    try {
      onRestored(await staffApi.editorial.of(type).restore(item.id, { version, baseVersion: baseVersion() ?? item.version }));
    } catch (error) {
      if (conflictOf(error)) onConflict(error);
      else setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('content.history.restoreTitle', { version })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="restore-form">
        <Stack gap="md">
          <Text size="sm">{t('content.history.restoreConfirm', { version })}</Text>
          <ErrorAlert error={failed} />
          <ModalActions onCancel={onClose} busy={busy} testId="restore-confirm">
            {t('content.history.restore')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
