export { INBOX_STATUSES, type InboxDetail, type InboxStatus } from '@tax/shared/staff-api';

/** What a citizen sees of a service request in the cabinet (the contract's SERVICE_REQUEST_STATUSES, without zod). */
export const SERVICE_REQUEST_CITIZEN_STATUSES = ['new', 'in_progress', 'done', 'rejected'] as const;
