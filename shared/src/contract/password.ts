/**
 * The password rule, one function for the browser and the server: 8 to 128 characters, and a strength estimate
 * (zxcvbn-ts) of at least 3 of 4 with the site's own words and the person's name, e-mail and phone as words an
 * attacker tries first. Score 3 is "safely unguessable" (about 10^8 guesses): with the server's slow hash and its
 * sign-in throttling that is out of reach of an online attack and costly offline, while 4 would refuse many
 * ordinary passphrases people can remember. The estimator and its word lists (about 1 MB) load on demand: the
 * browser asks for them when a password form opens, never in a page's first load.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;
/** Whether a password (of an allowed length) is too easy to guess for this person: 'weak_password', else null. */
export type PasswordJudge = (password: string, personal: readonly string[]) => 'weak_password' | null;

let loading: Promise<PasswordJudge> | undefined;

/** The judge, once the estimator has loaded (the same promise for every caller; nothing of it is in a first load). */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= import('./password-judge.ts').then((m) => m.createPasswordJudge());
  // A failed load (the network, in a browser) is tried again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}
