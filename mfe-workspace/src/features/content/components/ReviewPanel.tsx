import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, useTranslation } from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Modal, Textarea } from '@tax/shared/workspace-ui';
import { REVIEW_NOTE_MAX, type EditorialItemBase, type EditorialType } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { useDateTime } from '../../../lib/format.ts';
import { reviewBlocksPublishing, reviewChoices } from '../logic/review.ts';

type Dialog = 'ask' | 'return' | null;

export interface ReviewPanelProps {
  type: EditorialType;
  item: EditorialItemBase;
  meId: string;
  /** Saves what is unsaved first: review is of the draft as saved. False when that failed (the page says why). */
  ensureSaved: () => Promise<boolean>;
  onChanged: (next: EditorialItemBase) => void;
}

/**
 * Review by a second editor (decision 0056): the state (who asked, when, the note; who approved or sent back, the
 * comment), and Ask for review, Approve, Send back where they apply. The editor who asked (or changed the draft last)
 * sees Approve and Send back disabled, with why. After an action the state line takes the focus and is announced.
 */
export function ReviewPanel({ type, item, meId, ensureSaved, onChanged }: ReviewPanelProps) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const choices = reviewChoices(item, meId);
  const review = item.review;
  const whyId = `review-why-${item.id}`;

  const done = (next: EditorialItemBase, message: string) => {
    setDialog(null);
    onChanged(next);
    toastSuccess(message);
    // The button pressed may be gone: the state it led to takes the focus.
    requestAnimationFrame(() => stateLine.current?.focus());
  };
  const approve = async () => {
    setBusy(true);
    setFailed(null);
    try {
      done(await staffApi.editorial.of(type).approveReview(item.id, { baseVersion: item.version }), t('content.review.approved'));
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  const openAsk = async () => {
    if (await ensureSaved()) setDialog('ask');
  };

  return (
    <Stack gap={4} data-testid="review-panel" data-state={review?.state ?? 'none'}>
      <Text size="sm" fw={600}>
        {t('content.review.title')}
      </Text>
      <Text size="sm" ref={stateLine} tabIndex={-1} role="status" aria-live="polite" data-testid="review-state">
        {review
          ? t(`content.review.state.${review.state}`, {
              name: (review.state === 'requested' ? review.requestedBy : review.decidedBy)?.name ?? '—',
              at: dateTime(review.state === 'requested' ? review.requestedAt : (review.decidedAt ?? review.requestedAt)),
            })
          : t('content.review.state.none')}
      </Text>
      {review?.note && review.state === 'requested' ? (
        <Text size="sm" data-testid="review-note">
          {t('content.review.note', { note: review.note })}
        </Text>
      ) : null}
      {review?.comment ? (
        <Text size="sm" data-testid="review-comment">
          {t('content.review.comment', { comment: review.comment })}
        </Text>
      ) : null}
      {reviewBlocksPublishing(item) ? (
        <Text size="sm" c="dimmed" data-testid="review-required">
          {t('content.review.required')}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {choices.canAsk ? (
          <Button size="xs" variant="default" onClick={() => void openAsk()} data-testid="review-ask">
            {t('content.review.ask')}
          </Button>
        ) : null}
        {review?.state === 'requested' ? (
          <>
            <Button
              size="xs"
              onClick={() => void approve()}
              loading={busy}
              disabled={!choices.canDecide}
              aria-describedby={choices.why ? whyId : undefined}
              data-testid="review-approve"
            >
              {t('content.review.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setDialog('return')}
              disabled={!choices.canDecide}
              aria-describedby={choices.why ? whyId : undefined}
              data-testid="review-return"
            >
              {t('content.review.return')}
            </Button>
          </>
        ) : null}
      </Group>
      {choices.why ? (
        <Text size="xs" id={whyId} data-testid="review-why">
          {t(`content.review.why.${choices.why}`)}
        </Text>
      ) : null}
      <ErrorAlert error={failed} />
      {dialog ? (
        <ReviewDialog
          action={dialog}
          onClose={() => setDialog(null)}
          onSubmit={async (text) => {
            const api = staffApi.editorial.of(type);
            if (dialog === 'ask')
              done(await api.requestReview(item.id, { baseVersion: item.version, note: text || null }), t('content.review.asked'));
            else done(await api.returnReview(item.id, { baseVersion: item.version, comment: text }), t('content.review.returned'));
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Asking (an optional note) or sending back (a required comment). */
function ReviewDialog({
  action,
  onClose,
  onSubmit,
}: {
  action: 'ask' | 'return';
  onClose: () => void;
  onSubmit: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('workspace');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (action === 'return' && value === '') {
      setError(t('content.review.commentRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    setFailed(null);
    try {
      await onSubmit(value);
    } catch (e) {
      setFailed(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`content.review.${action}Title`)} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid={`review-${action}-form`}>
        <Stack gap="md">
          <Textarea
            label={t(action === 'ask' ? 'content.review.noteLabel' : 'content.review.commentLabel')}
            required={action === 'return'}
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid="review-text"
          />
          <ErrorAlert error={failed} />
          <ModalActions onCancel={onClose} busy={busy} testId={`review-${action}-confirm`}>
            {t(action === 'ask' ? 'content.review.ask' : 'content.review.return')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
