/**
 * The staff API as the workspace reads it: the kit's typed client (`@tax/shared/staff-api`, a part no public page
 * loads) and the workspace's query keys. Roles per page follow the contract's `access` of the endpoints they call.
 */
import { isApiError, queryOptions } from '@tax/shared';
import { staffApi, type InboxListQuery, type StaffMe, type StaffRole } from '@tax/shared/staff-api';

export { staffApi };

export const ME_KEY = ['workspace', 'me'] as const;

/** Who is signed in to the workspace (a 401 when nobody is). */
export const staffMeQuery = () =>
  queryOptions({ queryKey: ME_KEY, queryFn: ({ signal }) => staffApi.me({ signal }), retry: false, staleTime: 30_000 });

export function hasRole(me: StaffMe | undefined, ...roles: StaffRole[]): boolean {
  return !!me && me.stage === 'signed-in' && roles.some((role) => me.user.roles.includes(role));
}

/**
 * The API says this session cannot go on (idle 30 minutes, 12 hours old, ended from elsewhere, or still short of its
 * second factor): back to sign-in.
 */
export function isSessionOver(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 401 || (error.status === 403 && ['second_factor_required', 'enrolment_required'].includes(error.code)))
  );
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: ['workspace', 'sessions'] as const, queryFn: ({ signal }) => staffApi.sessions.list({ signal }) });

export const inboxQuery = (query: InboxListQuery) =>
  queryOptions({ queryKey: ['workspace', 'inbox', query] as const, queryFn: ({ signal }) => staffApi.inbox.list(query, { signal }) });

export const handlersQuery = () =>
  queryOptions({
    queryKey: ['workspace', 'handlers'] as const,
    queryFn: ({ signal }) => staffApi.inbox.handlers({ signal }),
    staleTime: 60_000,
  });

export const templatesQuery = () =>
  queryOptions({
    queryKey: ['workspace', 'templates'] as const,
    queryFn: ({ signal }) => staffApi.templates.list({ signal }),
    staleTime: 60_000,
  });

export const accountsQuery = () =>
  queryOptions({ queryKey: ['workspace', 'accounts'] as const, queryFn: ({ signal }) => staffApi.accounts.list({ signal }) });
