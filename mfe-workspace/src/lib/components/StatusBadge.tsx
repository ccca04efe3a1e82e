import { Badge, useTranslation } from '@tax/shared';
import type { InboxStatus } from '@tax/shared/staff-api';

const COLORS: Record<InboxStatus, string> = { new: 'blue', in_progress: 'yellow', answered: 'green', closed: 'gray' };

export function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation('workspace');
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
