import type { Locale } from '@tax/shared';

/**
 * The initials on a person's avatar: surname, then first name ("Mirzayeva Gulnora Rustamovna" → "MG", "Мирзаева
 * Гульнора Рустамовна" → "МГ"), in the letters of the name the page shows (`lang`: the language of that name, the
 * item's `locale`, Uzbek when the API fell back to it). Uzbek and Russian write the surname first; the English names
 * put it last ("Gulnora Rustamovna Mirzayeva" → "MG"), so a person has the same initials in every language's script.
 */
export function initials(fio: string, lang: Locale): string {
  const words = fio.trim().split(/\s+/).filter(Boolean);
  const surname = lang === 'en' ? words.at(-1) : words[0];
  const given = lang === 'en' ? (words.length > 1 ? words[0] : undefined) : words[1];
  return [surname, given]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase(lang);
}
