import { Button, Group, Stack, Text, Title, useTranslation } from '@tax/shared';
import { toastSuccess } from '@tax/shared/forms';
import { Modal } from '@tax/shared/workspace-ui';
import type { EditorialItemBase } from '@tax/shared/staff-api';
import { useDateTime } from '../../../lib/format.ts';
import { conflictFields, mineAsText, type ConflictField } from '../logic/conflict.ts';
import type { ContentTypeLogic } from '../logic/content-types.ts';
import type { ContentFormValues } from '../logic/form-values.ts';
import { useFieldLabel } from './use-content-editor.ts';
import classes from './content.module.css';

export interface ConflictModalProps {
  spec: ContentTypeLogic;
  mine: ContentFormValues;
  theirs: EditorialItemBase;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Another editor saved this item after I opened it: both texts side by side, field by field, the words that differ
 * marked, who saved theirs and when; I keep mine (saved over theirs), take theirs, or copy mine first. Nothing is
 * lost meanwhile: my text stays in this browser until I choose.
 */
export function ConflictModal({ spec, mine, theirs, onKeepMine, onTakeTheirs }: ConflictModalProps) {
  const { t } = useTranslation('workspace');
  const dateTime = useDateTime();
  const label = useFieldLabel();
  const fields = conflictFields(mine, spec.fromItem(theirs), spec);
  const copy = async () => {
    await navigator.clipboard.writeText(mineAsText(mine, (locale) => t(`languages.${locale}`), spec));
    toastSuccess(t('content.conflict.copied'));
  };
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="xl"
      title={t('content.conflict.title')}
    >
      <Stack gap="md" data-testid="conflict">
        <Text>{t('content.conflict.text', { name: theirs.updatedBy?.name ?? '—', at: dateTime(theirs.updatedAt) })}</Text>
        {fields.length === 0 ? <Text>{t('content.conflict.same')}</Text> : null}
        {fields.map((field) => (
          <section key={field.path} aria-labelledby={`conflict-${field.path}`}>
            <Title order={3} size="h5" id={`conflict-${field.path}`}>
              {label(field.path)}
            </Title>
            <div className={classes.columns}>
              <div>
                <Text size="sm" fw={600}>
                  {t('content.conflict.mine')}
                </Text>
                <Marked field={field} side="mine" testId={`conflict-mine-${field.path}`} />
              </div>
              <div>
                <Text size="sm" fw={600}>
                  {t('content.conflict.theirs', { name: theirs.updatedBy?.name ?? '—', at: dateTime(theirs.updatedAt) })}
                </Text>
                <Marked field={field} side="theirs" testId={`conflict-theirs-${field.path}`} />
              </div>
            </div>
          </section>
        ))}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => void copy()} data-testid="conflict-copy">
            {t('content.conflict.copy')}
          </Button>
          <Button variant="default" onClick={onTakeTheirs} data-testid="conflict-theirs">
            {t('content.conflict.takeTheirs')}
          </Button>
          <Button onClick={onKeepMine} data-testid="conflict-mine">
            {t('content.conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One side's text, the words only it has marked (and named for a screen reader by the column's heading). */
function Marked({ field, side, testId }: { field: ConflictField; side: 'mine' | 'theirs'; testId: string }) {
  const own = side === 'mine' ? 'added' : 'removed';
  const other = side === 'mine' ? 'removed' : 'added';
  return (
    <p className={classes.text} data-testid={testId}>
      {field.parts
        .filter((part) => !part[other])
        .map((part, index) => (part[own] ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </p>
  );
}
