import { useState } from 'react';
import { useQueryClient } from '@tax/shared';
import { STAFF_REAUTH_MS, type StaffMe } from '@tax/shared/staff-api';
import { ME_KEY } from './api/staff.ts';
import { ReauthModal } from './components/ReauthModal.tsx';

/**
 * Runs a sensitive action (role change, second-factor reset, export) once the staff member has re-authenticated in the
 * last five minutes: at once when they have, after the password-and-code dialog when not. Returns the dialog to render.
 */
export function useReauth(me: StaffMe) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ run: () => void; reason: string } | null>(null);
  const [until, setUntil] = useState(() => Date.parse(me.session.reauthenticatedUntil ?? '') || 0);
  const withReauth = (reason: string, run: () => void) => {
    // A few seconds' margin: the server must still count it when the action arrives.
    if (until > Date.now() + 10_000) run();
    else setPending({ run, reason });
  };
  const dialog = (
    <ReauthModal
      opened={pending !== null}
      reason={pending?.reason ?? ''}
      onClose={() => setPending(null)}
      onConfirmed={() => {
        setUntil(Date.now() + STAFF_REAUTH_MS - 15_000);
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
        const run = pending?.run;
        setPending(null);
        run?.();
      }}
    />
  );
  return { withReauth, dialog };
}
