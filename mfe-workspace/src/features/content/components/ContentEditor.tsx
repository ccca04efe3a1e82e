import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, ErrorState, Group, LoadingState, Stack, Tabs, Text, useLocation, useTranslation } from '@tax/shared';
import type { EditorialItemBase, EditorialType, StaffMe } from '@tax/shared/staff-api';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { useDateTime } from '../../../lib/format.ts';
import { localeOfPath, type ContentLocale } from '../logic/form-values.ts';
import { ChangeSlug } from './ChangeSlug.tsx';
import { ConflictModal } from './ConflictModal.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { LocaleStates } from './LocaleStates.tsx';
import { contentTypeUi } from './content-types.tsx';
import { PublishActions, Schedules } from './PublishActions.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { useContentEditor, type SaveState } from './use-content-editor.ts';
import classes from './content.module.css';

/** One item of any type: its text in three languages, saved as you type, and what is public; its history beside. */
export function ContentEditor({ type, id, me }: { type: EditorialType; id: string | null; me: StaffMe }) {
  const { t } = useTranslation('workspace');
  const ui = contentTypeUi(type);
  const { Fields } = ui;
  const editor = useContentEditor(ui.logic, id, me);
  const [tab, setTab] = useState<ContentLocale>('uz');
  const [view, setView] = useState<string>('text');
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;

  if (id !== null && editor.item.isPending) return <LoadingState label={t('common.loading')} />;
  if (id !== null && editor.item.isError) return <ErrorState onRetry={() => void editor.item.refetch()} busy={editor.item.isFetching} />;
  const item = editor.item.data;

  const save = async () => {
    const ok = await editor.saveNow();
    if (!ok) {
      // The first field with a message, in its tab: the language tab must be open for it to be seen.
      const first = Object.keys(editor.form.errors)[0];
      const locale = first ? localeOfPath(first) : null;
      if (locale) setTab(locale);
    }
    return ok;
  };

  return (
    <Stack gap="md">
      {created && !item?.publishedMeta ? (
        <Alert color="green" variant="light" data-testid="content-created">
          {t('content.created')}
        </Alert>
      ) : null}
      {editor.restoreOffer ? (
        <RestoreOffer savedAt={editor.restoreOffer.savedAt} onRestore={editor.restoreLocal} onDiscard={editor.discardLocal} />
      ) : null}
      {item ? (
        <ItemState
          type={type}
          publicPath={ui.logic.publicPath(item.slug)}
          item={item}
          onChanged={editor.adopt}
          review={<ReviewPanel type={type} item={item} meId={me.user.id} ensureSaved={save} onChanged={editor.adopt} />}
        />
      ) : null}
      <Tabs value={view} onChange={(next) => next && setView(next)} keepMounted>
        {item ? (
          <Tabs.List aria-label={t('content.views')}>
            <Tabs.Tab value="text">{t('content.text')}</Tabs.Tab>
            <Tabs.Tab value="history" data-testid="tab-history">
              {t('content.history.title')}
            </Tabs.Tab>
          </Tabs.List>
        ) : null}
        <Tabs.Panel value="text" pt="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            noValidate
            data-testid="content-form"
            data-type={type}
          >
            <Stack gap="md">
              <Fields form={editor.form} tab={tab} onTab={setTab} isNew={id === null} />
              <div className={classes.actions}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="wrap">
                    <Button type="submit" loading={editor.state.kind === 'saving'} data-testid="content-save">
                      {id === null ? t('content.create') : t('common.save')}
                    </Button>
                    <SaveStatus state={editor.state} />
                  </Group>
                  {item ? (
                    <PublishActions
                      type={type}
                      item={item}
                      ensureSaved={save}
                      onChanged={editor.adopt}
                      tab={tab}
                      preview={ui.logic.preview}
                      isAdmin={me.user.roles.includes('admin')}
                    />
                  ) : null}
                </Group>
                {editor.state.kind === 'local' && editor.state.reason === 'failed' ? <ErrorAlert error={editor.state.error} /> : null}
              </div>
            </Stack>
          </form>
        </Tabs.Panel>
        {item ? (
          <Tabs.Panel value="history" pt="md">
            {view === 'history' ? (
              <HistoryPanel
                type={type}
                item={item}
                baseVersion={editor.baseVersion}
                onRestored={editor.adopt}
                onConflict={editor.showError}
              />
            ) : null}
          </Tabs.Panel>
        ) : null}
      </Tabs>
      {editor.conflict ? (
        <ConflictModal
          spec={ui.logic}
          mine={editor.form.getValues()}
          theirs={editor.conflict}
          onKeepMine={() => void editor.resolveConflict.keepMine()}
          onTakeTheirs={editor.resolveConflict.takeTheirs}
        />
      ) : null}
    </Stack>
  );
}

/** Where the text is: saving, saved (when), or kept in this browser only (and why). Announced politely. */
function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  const text =
    state.kind === 'saving'
      ? t('content.status.saving')
      : state.kind === 'saved'
        ? t('content.status.saved', { at: dateTime(state.at) })
        : state.kind === 'local'
          ? t(state.reason === 'invalid' ? 'content.status.localInvalid' : 'content.status.localFailed')
          : state.kind === 'conflict'
            ? t('content.status.conflict')
            : '';
  return (
    <Text size="sm" role="status" aria-live="polite" className={classes.status} data-testid="save-status" data-state={state.kind}>
      {text}
    </Text>
  );
}

function RestoreOffer({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  return (
    <Alert color="blue" variant="light" title={t('content.restore.title')} data-testid="restore-offer">
      <Stack gap="xs">
        <Text size="sm">{t('content.restore.text', { at: dateTime(new Date(savedAt).toISOString()) })}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore} data-testid="restore-local">
            {t('content.restore.restore')}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard} data-testid="discard-local">
            {t('content.restore.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** What is public in each language, where, and what is scheduled. */
function ItemState({
  type,
  publicPath,
  item,
  onChanged,
  review,
}: {
  type: EditorialType;
  publicPath: string | null;
  item: EditorialItemBase;
  onChanged: (next: EditorialItemBase) => void;
  /** The review by a second editor (ReviewPanel). */
  review: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  return (
    <Stack gap={4}>
      <LocaleStates status={item.status} />
      <Text size="sm">
        {publicPath ? (
          <>
            {t('content.address')}:{' '}
            <Anchor href={publicPath} target="_blank" rel="noopener" underline="always" data-testid="public-link">
              {publicPath}
            </Anchor>{' '}
            ·{' '}
          </>
        ) : null}
        {t('content.lastSaved', { at: dateTime(item.updatedAt), name: item.updatedBy?.name ?? '—' })}
      </Text>
      {item.gone ? <Text size="sm">{t('content.gone')}</Text> : null}
      {review}
      <Schedules type={type} item={item} onChanged={onChanged} />
      <ChangeSlug key={item.slug} type={type} item={item} onChanged={onChanged} />
    </Stack>
  );
}
