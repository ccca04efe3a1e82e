import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, isApiError, useTranslation } from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Checkbox, Modal, Select, TextInput } from '@tax/shared/workspace-ui';
import { TashkentDateTime, type EditorialImage } from '@tax/shared/contract';
import type { EditorialItemBase, EditorialType } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { useDateTime } from '../../../lib/format.ts';
import { CONTENT_LOCALES, languagesWithoutAlt, type ContentLocale } from '../logic/form-values.ts';
import { reviewBlocksPublishing } from '../logic/review.ts';

type Dialog = 'publish' | 'schedule' | 'unpublish' | null;

export interface PublishActionsProps {
  type: EditorialType;
  item: EditorialItemBase;
  /** Saves what is unsaved first; false when that failed (the page says why). */
  ensureSaved: () => Promise<boolean>;
  onChanged: (next: EditorialItemBase) => void;
  /** The language of the tab open: the preview opens the public page in it. */
  tab: ContentLocale;
  /** The public page can show the draft (news): a Preview button. */
  preview: boolean;
  /** An admin may publish past a required review (decision 0056): the Publish dialog offers it. */
  isAdmin?: boolean;
}

/** Preview, publish, schedule and unpublish, each behind a confirmation naming the languages it applies to. */
export function PublishActions({ type, item, ensureSaved, onChanged, tab, preview: canPreview, isAdmin = false }: PublishActionsProps) {
  const { t } = useTranslation('workspace');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const written = CONTENT_LOCALES.filter((locale) => item.draft.texts[locale]);
  const published = CONTENT_LOCALES.filter((locale) => item.status[locale].state === 'published');

  // The tab opens at the click (a window opened after a request is a pop-up browsers block), then goes to the page.
  const preview = async () => {
    setPreviewError(null);
    const opened = window.open('about:blank', '_blank');
    try {
      if (!(await ensureSaved())) throw new Error('not saved');
      const answer = await staffApi.editorial.of(type).preview(item.id);
      const path = answer.paths[tab];
      if (opened) {
        opened.opener = null;
        opened.location.href = path;
      } else window.open(path, '_blank', 'noopener');
    } catch (error) {
      opened?.close();
      setPreviewError(error);
    }
  };
  const open = async (next: Dialog) => {
    if (await ensureSaved()) setDialog(next);
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {canPreview ? (
          <Button variant="default" onClick={() => void preview()} data-testid="content-preview">
            {t('content.preview')}
          </Button>
        ) : null}
        <Button onClick={() => void open('publish')} disabled={written.length === 0} data-testid="content-publish">
          {t('content.publish.button')}
        </Button>
        <Button variant="default" onClick={() => void open('schedule')} disabled={written.length === 0} data-testid="content-schedule">
          {t('content.schedule.button')}
        </Button>
        <Button
          variant="default"
          color="red"
          onClick={() => setDialog('unpublish')}
          disabled={published.length === 0}
          data-testid="content-unpublish"
        >
          {t('content.unpublish.button')}
        </Button>
      </Group>
      <ErrorAlert error={previewError} />
      {dialog === 'publish' || dialog === 'unpublish' ? (
        <NowDialog
          action={dialog}
          choices={dialog === 'publish' ? written : published}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setDialog(null);
            onChanged(next);
            toastSuccess(t(`content.${dialog}.done`));
          }}
          item={item}
          type={type}
          mayOverride={isAdmin && dialog === 'publish' && reviewBlocksPublishing(item)}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleDialog
          type={type}
          item={item}
          written={written}
          published={published}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setDialog(null);
            onChanged(next);
            toastSuccess(t('content.schedule.done'));
          }}
        />
      ) : null}
    </>
  );
}

function LocaleChoice({
  choices,
  value,
  onChange,
}: {
  choices: ContentLocale[];
  value: ContentLocale[];
  onChange: (next: ContentLocale[]) => void;
}) {
  const { t } = useTranslation('workspace');
  return (
    <Checkbox.Group label={t('content.languagesToApply')} value={value} onChange={(next) => onChange(next as ContentLocale[])} required>
      <Group gap="md" mt={4}>
        {choices.map((locale) => (
          <Checkbox key={locale} value={locale} label={t(`languages.${locale}`)} data-testid={`apply-${locale}`} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function NowDialog({
  type,
  action,
  choices,
  item,
  onClose,
  onDone,
  mayOverride,
}: {
  type: EditorialType;
  action: 'publish' | 'unpublish';
  choices: ContentLocale[];
  item: EditorialItemBase;
  onClose: () => void;
  onDone: (next: EditorialItemBase) => void;
  mayOverride: boolean;
}) {
  const { t } = useTranslation('workspace');
  const [locales, setLocales] = useState<ContentLocale[]>(choices);
  const [override, setOverride] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [withoutAlt, setWithoutAlt] = useState<ContentLocale[]>([]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (locales.length === 0) return;
    // An image needs its alt text in every language published: said here, before the server refuses it.
    const missing = action === 'publish' ? languagesWithoutAlt((item.draft as { image?: EditorialImage }).image, locales) : [];
    setWithoutAlt(missing);
    if (missing.length > 0) return;
    setBusy(true);
    setFailed(null);
    try {
      const api = staffApi.editorial.of(type);
      onDone(
        action === 'publish'
          ? await api.publish(item.id, { locales, ...(mayOverride && override ? { overrideReview: true } : {}) })
          : await api.unpublish(item.id, { locales }),
      );
    } catch (error) {
      const fromServer = isApiError(error) ? CONTENT_LOCALES.filter((l) => error.fields?.[`content.image.alt.${l}`]) : [];
      if (fromServer.length > 0) setWithoutAlt(fromServer);
      else setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`content.${action}.title`)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={`${action}-form`}>
        <Stack gap="md">
          <Text size="sm">{t([`content.${action}.confirmBy.${type}`, `content.${action}.confirm`])}</Text>
          <LocaleChoice choices={choices} value={locales} onChange={setLocales} />
          {mayOverride ? (
            <Checkbox
              label={t('content.review.override')}
              description={t('content.review.overrideHint')}
              checked={override}
              onChange={(event) => setOverride(event.currentTarget.checked)}
              data-testid="publish-override-review"
            />
          ) : null}
          {withoutAlt.length > 0 ? (
            <Alert color="red" variant="light" role="alert" data-testid="publish-alt-missing">
              {t('content.image.altMissing', { languages: withoutAlt.map((l) => t(`languages.${l}`)).join(', ') })}
            </Alert>
          ) : null}
          <ErrorAlert error={failed} />
          <ModalActions onCancel={onClose} busy={busy} testId={`${action}-confirm`}>
            {t(`content.${action}.button`)}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}

function ScheduleDialog({
  type,
  item,
  written,
  published,
  onClose,
  onDone,
}: {
  type: EditorialType;
  item: EditorialItemBase;
  written: ContentLocale[];
  published: ContentLocale[];
  onClose: () => void;
  onDone: (next: EditorialItemBase) => void;
}) {
  const { t } = useTranslation('workspace');
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [locales, setLocales] = useState<ContentLocale[]>(written);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const choices = action === 'publish' ? written : published;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = TashkentDateTime.safeParse(at);
    if (!checked.success || Date.parse(`${at}:00+05:00`) <= Date.now()) {
      setError(t('content.schedule.when'));
      return;
    }
    setError(null);
    setBusy(true);
    setFailed(null);
    try {
      onDone(await staffApi.editorial.of(type).schedule(item.id, { action, locales: locales.filter((l) => choices.includes(l)), at }));
    } catch (e) {
      setFailed(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('content.schedule.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="schedule-form">
        <Stack gap="md">
          <Select
            label={t('content.schedule.action')}
            data={[
              { value: 'publish', label: t('content.schedule.publish') },
              ...(published.length > 0 ? [{ value: 'unpublish', label: t('content.schedule.unpublish') }] : []),
            ]}
            value={action}
            onChange={(value) => {
              const next = value === 'unpublish' ? 'unpublish' : 'publish';
              setAction(next);
              setLocales(next === 'publish' ? written : published);
            }}
            allowDeselect={false}
          />
          <LocaleChoice choices={choices} value={locales} onChange={setLocales} />
          <TextInput
            type="datetime-local"
            label={t('content.schedule.at')}
            description={t('content.schedule.atHint')}
            required
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            error={error}
            data-testid="schedule-at"
          />
          <ErrorAlert error={failed} />
          <ModalActions onCancel={onClose} busy={busy} testId="schedule-confirm">
            {t('content.schedule.button')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** The actions waiting for their time, each cancellable. */
export function Schedules({
  type,
  item,
  onChanged,
}: {
  type: EditorialType;
  item: EditorialItemBase;
  onChanged: (next: EditorialItemBase) => void;
}) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  const [failed, setFailed] = useState<unknown>(null);
  if (item.schedules.length === 0) return null;
  return (
    <Stack gap={4} data-testid="schedules">
      <Text size="sm" fw={600}>
        {t('content.schedule.pending')}
      </Text>
      {item.schedules.map((schedule) => (
        <Group key={schedule.id} gap="xs" wrap="wrap">
          <Text size="sm">
            {t(`content.scheduleLine.${schedule.action}`, { at: dateTime(schedule.at) })} (
            {schedule.locales.map((l) => t(`languages.${l}`)).join(', ')})
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={async () => {
              setFailed(null);
              try {
                onChanged(await staffApi.editorial.of(type).cancelSchedule(item.id, schedule.id));
              } catch (error) {
                setFailed(error);
              }
            }}
          >
            {t('content.schedule.cancel')}
          </Button>
        </Group>
      ))}
      <ErrorAlert error={failed} />
    </Stack>
  );
}
