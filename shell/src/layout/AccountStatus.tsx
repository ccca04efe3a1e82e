import { LocalizedLink, SIGNED_IN_HINT_COOKIE, meQuery, readCookie, useLocation, useQuery, useTranslation } from '@tax/shared';
import classes from './layout.module.css';

/** The readable cookie the API sets beside the session (no secret): only then is asking who is signed in worth a request. */
export function hasSignedInHint(cookie: string): boolean {
  return readCookie(cookie, SIGNED_IN_HINT_COOKIE) === '1';
}

/**
 * Who is signed in, in the header's top bar, linking to the cabinet. Anonymous visitors' pages make no request
 * for it; the answer is the auth middleware's (same query, cached 30 s), so the cabinet's pages cost nothing more.
 */
export function AccountStatus() {
  // Read again on every navigation: signing in or out happens inside the site, without a reload.
  useLocation();
  const hint = typeof document !== 'undefined' && hasSignedInHint(document.cookie);
  // No session, no question: a server render (never a signed-in visitor's) and most visitors make no query at all.
  return hint ? <SignedIn /> : null;
}

function SignedIn() {
  const { t } = useTranslation('shell');
  const me = useQuery(meQuery());
  const user = (me.data as { user?: { fio: string } } | undefined)?.user;
  if (!user) return null;
  return (
    <LocalizedLink to="personal-requests" className={classes.callCentre} data-testid="account-status">
      {t('account.signedIn', { name: user.fio })}
    </LocalizedLink>
  );
}
