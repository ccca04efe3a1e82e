import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useLocale,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Select, Textarea, isNotEmpty, useForm } from '@tax/shared/workspace-ui';
import { INBOX_STATUSES, SERVICE_REQUEST_CITIZEN_STATUSES, type InboxDetail, type InboxStatus } from '../../../lib/api/item-values.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { handlersQuery, staffApi, templatesQuery } from '../../../lib/api/staff.ts';
import { useDateTime } from '../../../lib/format.ts';
import classes from '../../../lib/components/workspace.module.css';

/** After any change: the item and the inbox's lists and counts read again. */
function useRefresh(item: InboxDetail) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['workspace', 'item', item.kind, item.id] });
    await queryClient.invalidateQueries({ queryKey: ['workspace', 'inbox'] });
  };
}

function Failed({ error }: { error: unknown }) {
  const { t } = useTranslation('workspace');
  return error ? (
    <Alert color="red" variant="light" role="alert">
      {errorText(t, error)}
    </Alert>
  ) : null;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function StatusPanel({ item }: { item: InboxDetail }) {
  const { t } = useTranslation('workspace');
  const refresh = useRefresh(item);
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [citizenStatus, setCitizenStatus] = useState<string | null>(item.citizenStatus);
  const save = useMutation({
    mutationFn: () =>
      staffApi.inbox.setStatus(item.kind, item.id, {
        status,
        ...(item.kind === 'service-request' && citizenStatus ? { citizenStatus: citizenStatus as never } : {}),
      }),
    onSuccess: async () => {
      toastSuccess(t('item.statusSaved'));
      await refresh();
    },
  });
  return (
    <Panel title={t('item.statusTitle')}>
      <Stack gap="sm">
        <Failed error={save.error} />
        <Select
          label={t('inbox.status')}
          data={INBOX_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => value && setStatus(value as InboxStatus)}
          allowDeselect={false}
          data-testid="item-status"
        />
        {item.kind === 'service-request' ? (
          <Select
            label={t('item.citizenStatus')}
            description={t('item.citizenStatusHint')}
            data={SERVICE_REQUEST_CITIZEN_STATUSES.map((value) => ({ value, label: t(`citizenStatuses.${value}`) }))}
            value={citizenStatus}
            onChange={setCitizenStatus}
            allowDeselect={false}
          />
        ) : null}
        <div>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="item-status-save">
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}

export function AssignPanel({ item }: { item: InboxDetail }) {
  const { t } = useTranslation('workspace');
  const refresh = useRefresh(item);
  const handlers = useQuery(handlersQuery());
  const [assignee, setAssignee] = useState<string>(item.assignee?.id ?? '');
  const save = useMutation({
    mutationFn: () => staffApi.inbox.assign(item.kind, item.id, { assigneeId: assignee || null }),
    onSuccess: async () => {
      toastSuccess(t('item.assigned'));
      await refresh();
    },
  });
  return (
    <Panel title={t('item.assignTitle')}>
      <Stack gap="sm">
        <Failed error={save.error ?? handlers.error} />
        <Select
          label={t('inbox.assignee')}
          data={[
            { value: '', label: t('inbox.unassigned') },
            ...(handlers.data?.items ?? []).map((person) => ({ value: person.id, label: `${person.name} (${person.email})` })),
          ]}
          value={assignee}
          onChange={(value) => setAssignee(value ?? '')}
          allowDeselect={false}
          searchable
          data-testid="item-assignee"
        />
        <div>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={handlers.isPending} data-testid="item-assign-save">
            {t('item.assign')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}

export function NotesPanel({ item }: { item: InboxDetail }) {
  const { t } = useTranslation('workspace');
  const refresh = useRefresh(item);
  const dateTime = useDateTime();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: { text: isNotEmpty(t('validation.required', { field: t('item.note') })) },
  });
  const add = useMutation({
    mutationFn: (text: string) => staffApi.inbox.addNote(item.kind, item.id, { text }),
    onSuccess: async () => {
      form.reset();
      toastSuccess(t('item.noteAdded'));
      await refresh();
    },
  });
  return (
    <Panel title={t('item.notesTitle')}>
      <Stack gap="sm">
        {item.notes.length === 0 ? (
          <Text size="sm">{t('item.noNotes')}</Text>
        ) : (
          <ul className={classes.history} data-testid="item-notes">
            {item.notes.map((note) => (
              <li key={note.id}>
                <Text size="xs" c="dimmed">
                  {note.author.name} · {dateTime(note.createdAt)}
                </Text>
                <p className={classes.pre}>{note.text}</p>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={form.onSubmit((values) => add.mutate(values.text.trim()))} noValidate>
          <Stack gap="sm">
            <Failed error={add.error} />
            <Textarea
              label={t('item.note')}
              description={t('item.noteHint')}
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps('text')}
              data-testid="item-note"
            />
            <div>
              <Button type="submit" variant="default" loading={add.isPending} data-testid="item-note-add">
                {t('item.addNote')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Panel>
  );
}

export function ReplyPanel({ item }: { item: InboxDetail }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const refresh = useRefresh(item);
  const dateTime = useDateTime();
  const templates = useQuery(templatesQuery());
  const form = useForm({
    mode: 'controlled',
    initialValues: { templateId: '', text: '', language: (item.language ?? locale) as 'uz' | 'ru' | 'en' },
    validate: { text: isNotEmpty(t('validation.required', { field: t('item.replyText') })) },
  });
  const fill = (templateId: string, language: 'uz' | 'ru' | 'en') => {
    const template = templates.data?.items.find((candidate) => candidate.id === templateId);
    if (template)
      form.setFieldValue('text', template.body[language].replace(/\{reference\}/g, item.reference).replace(/\{name\}/g, item.name ?? ''));
  };
  const send = useMutation({
    mutationFn: (values: typeof form.values) =>
      staffApi.inbox.reply(item.kind, item.id, {
        text: values.text.trim(),
        language: values.language,
        ...(values.templateId ? { templateId: values.templateId } : {}),
      }),
    onSuccess: async () => {
      form.reset();
      toastSuccess(t('item.replySent'));
      await refresh();
    },
  });
  return (
    <Panel title={t('item.replyTitle')}>
      <Stack gap="sm">
        {item.replies.length === 0 ? (
          <Text size="sm">{t('item.noReplies')}</Text>
        ) : (
          <ul className={classes.history} data-testid="item-replies">
            {item.replies.map((reply) => (
              <li key={reply.id}>
                <Text size="xs" c="dimmed">
                  {reply.author.name} · {dateTime(reply.createdAt)} · {t(`languages.${reply.language}`)} · {reply.to}
                </Text>
                <Text size="sm" fw={600}>
                  {reply.subject}
                </Text>
                <p className={classes.pre}>{reply.text}</p>
              </li>
            ))}
          </ul>
        )}
        {item.canReply ? (
          <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate data-testid="reply-form">
            <Stack gap="sm">
              <Failed error={send.error ?? templates.error} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('item.template')}
                  data={[
                    { value: '', label: t('item.noTemplate') },
                    ...(templates.data?.items ?? []).map((template) => ({ value: template.id, label: template.name })),
                  ]}
                  value={form.values.templateId}
                  onChange={(value) => {
                    form.setFieldValue('templateId', value ?? '');
                    if (value) fill(value, form.values.language);
                  }}
                  allowDeselect={false}
                  data-testid="reply-template"
                />
                <Select
                  label={t('item.replyLanguage')}
                  description={item.language ? t('item.citizenLanguage', { language: t(`languages.${item.language}`) }) : undefined}
                  data={(['uz', 'ru', 'en'] as const).map((code) => ({ value: code, label: t(`languages.${code}`) }))}
                  value={form.values.language}
                  onChange={(value) => {
                    if (!value) return;
                    form.setFieldValue('language', value as 'uz' | 'ru' | 'en');
                    if (form.values.templateId) fill(form.values.templateId, value as 'uz' | 'ru' | 'en');
                  }}
                  allowDeselect={false}
                  data-testid="reply-language"
                />
              </SimpleGrid>
              <Textarea
                label={t('item.replyText')}
                description={t('item.replyHint', { reference: item.reference })}
                autosize
                minRows={5}
                maxLength={10000}
                required
                {...form.getInputProps('text')}
                data-testid="reply-text"
              />
              <div>
                <Button type="submit" loading={send.isPending} data-testid="reply-send">
                  {t('item.sendReply')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Text size="sm">{t('item.cannotReply')}</Text>
        )}
      </Stack>
    </Panel>
  );
}
