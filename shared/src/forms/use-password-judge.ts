import { useEffect, useState } from 'react';
import { loadPasswordJudge, type PasswordJudge } from '../contract/password.ts';

/**
 * The password rule's strength judge (contract/password.ts, the server's own), loaded when a password form opens:
 * null until then (the length rule still applies, and the server judges every password it is sent).
 */
export function usePasswordJudge(): PasswordJudge | null {
  const [judge, setJudge] = useState<PasswordJudge | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordJudge().then(
      (loaded) => live && setJudge(() => loaded),
      // Not loaded (offline): the server's answer names a weak password on its field.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return judge;
}
