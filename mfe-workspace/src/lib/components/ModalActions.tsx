import type { ReactNode } from 'react';
import { Button, Group, useTranslation } from '@tax/shared';

/** A dialog's foot: Cancel, then the submit button with its own label. */
export function ModalActions({
  onCancel,
  busy,
  testId,
  children,
}: {
  onCancel: () => void;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy} data-testid={testId}>
        {children}
      </Button>
    </Group>
  );
}
