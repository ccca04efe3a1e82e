/**
 * The strength judge behind `loadPasswordJudge` (password.ts), in a module of its own so that it, the site's words
 * and the estimator load only when a password form asks for them.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_SCORE, type PasswordJudge } from './password.ts';

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

export function createPasswordJudge(): PasswordJudge {
  return judgeWith(
    new ZxcvbnFactory({
      dictionary: { ...dictionary, site: SITE_WORDS },
      graphs: adjacencyGraphs,
      // Off: comparing with every word by edit distance costs about 100 ms a check, on the server's main thread.
      useLevenshteinDistance: false,
    }),
  );
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
