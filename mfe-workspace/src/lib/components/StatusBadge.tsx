import { Badge, useTranslation } from '@tax/shared';
import type { InboxStatus } from '@tax/shared/staff-api';

const COLORS: Record<InboxStatus, string> = { new: 'blue', in_progress: 'yellow', answered: 'green', closed: 'gray' };

export function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation('workspace');
  return (
    // A dot of the status's colour beside text in the page's own colour: coloured text on a tint was under 4.5:1.
    <Badge color={COLORS[status]} variant="dot" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
