import { useState } from 'react';
import { Button, Group, Text, useTranslation } from '@tax/shared';
import { fieldMessage, toastSuccess } from '@tax/shared/forms';
import { EditorialSlug } from '@tax/shared/contract';
import { TextInput } from '@tax/shared/workspace-ui';
import type { EditorialItemBase, EditorialType } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { errorText } from '../../../lib/api/errors.ts';

/**
 * The item's public address, changed on purpose: the new one answers at once and the old one sends visitors on (301),
 * so links and bookmarks keep working. Checked by the contract's slug schema before it is sent.
 */
export function ChangeSlug({
  type,
  item,
  onChanged,
}: {
  type: EditorialType;
  item: EditorialItemBase;
  onChanged: (next: EditorialItemBase) => void;
}) {
  const { t } = useTranslation('workspace');
  const [slug, setSlug] = useState(item.slug);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = EditorialSlug.safeParse(slug);
    if (!checked.success) {
      setError(fieldMessage(t, checked.error.issues[0]?.message ?? 'invalid', t('content.fields.slug')));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onChanged(await staffApi.editorial.of(type).changeSlug(item.id, { slug: checked.data }));
      toastSuccess(t('content.slug.done'));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="slug-form">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('content.fields.slug')}
          description={t('content.slug.hint')}
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value)}
          error={error}
          maxLength={120}
          autoComplete="off"
          data-testid="slug-input"
        />
        <Button type="submit" variant="default" loading={busy} disabled={slug.trim() === item.slug} data-testid="slug-change">
          {t('content.slug.change')}
        </Button>
      </Group>
      {item.oldSlugs.length > 0 ? (
        <Text size="xs" mt={4}>
          {t('content.slug.old', { slugs: item.oldSlugs.join(', ') })}
        </Text>
      ) : null}
    </form>
  );
}
