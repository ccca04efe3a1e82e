import { queryOptions } from '@tax/shared';
import type { InboxKind } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';

export const itemQuery = (kind: InboxKind, id: string) =>
  queryOptions({
    queryKey: ['workspace', 'item', kind, id] as const,
    queryFn: ({ signal }) => staffApi.inbox.get(kind, id, { signal }),
    retry: false,
  });
