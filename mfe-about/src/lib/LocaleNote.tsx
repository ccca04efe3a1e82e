import { UzbekFallbackNote } from '@tax/shared';

interface Localized {
  locale: string;
  translated: boolean;
}

/** `lang="uz"` for the text of an item that fell back to Uzbek, nothing otherwise. */
export function langOf(item: Localized): { lang?: string } {
  return item.translated ? {} : { lang: item.locale };
}

/** Says, in the page's language, that an item's text is shown in Uzbek because it has no translation (the kit's note). */
export function LocaleNote({ item }: { item: Localized }) {
  return <UzbekFallbackNote translated={item.translated} data-testid="untranslated-note" />;
}

/** The note once for a list in which at least one item fell back to Uzbek. */
export function ListLocaleNote({ items }: { items: readonly Localized[] }) {
  const first = items.find((item) => !item.translated);
  return first ? <LocaleNote item={first} /> : null;
}
