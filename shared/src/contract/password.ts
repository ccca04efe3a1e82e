/**
 * The password rule, one function for the browser and the server: 8 to 128 characters, and a strength estimate
 * (zxcvbn-ts) of at least 3 of 4 with the site's own words and the person's name, e-mail and phone as words an
 * attacker tries first. Score 3 is "safely unguessable" (about 10^8 guesses): with the server's slow hash and its
 * sign-in throttling that is out of reach of an online attack and costly offline, while 4 would refuse many
 * ordinary passphrases people can remember. The estimator and its word lists (about 1 MB) load on demand: the
 * browser asks for them when a password form opens, never in a page's first load.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;
/** Words of this site that people build passwords from (the estimator's own lists are in English and common names). */
export const SITE_WORDS = [
  'soliq',
  'servis',
  'soliqservis',
  'soliq-servis',
  'xizmat',
  'kabinet',
  'parol',
  'toshkent',
  'tashkent',
  'uzbekistan',
  'ozbekiston',
  'oʻzbekiston',
  'налог',
  'сервис',
  'пароль',
  'ташкент',
  'узбекистан',
  'tax',
  'service',
];

/** Whether a password (of an allowed length) is too easy to guess for this person: 'weak_password', else null. */
export type PasswordJudge = (password: string, personal: readonly string[]) => 'weak_password' | null;

let loading: Promise<PasswordJudge> | undefined;

/** The judge, once the estimator has loaded (the same promise for every caller). */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) =>
    judgeWith(
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, site: SITE_WORDS },
        graphs: common.adjacencyGraphs,
        // Off: comparing with every word by edit distance costs about 100 ms a check, on the server's main thread.
        useLevenshteinDistance: false,
      }),
    ),
  );
  // A failed load (the network, in a browser) is tried again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}

function judgeWith(estimator: ZxcvbnFactory): PasswordJudge {
  return (password, personal) => {
    // White space alone is no password, whatever its length.
    if (password.trim() === '') return 'weak_password';
    const inputs = personal.flatMap((value) => {
      const v = value.trim().toLowerCase();
      // The whole value, an e-mail's name and every part: "malika.r@example.uz", "malika.r", "malika", "example".
      return v ? [v, v.split('@')[0]!, ...v.split(/[\s@.+_-]+/).filter((p) => p.length >= 3)] : [];
    });
    return estimator.check(password.normalize('NFKC'), inputs).score >= PASSWORD_MIN_SCORE ? null : 'weak_password';
  };
}
