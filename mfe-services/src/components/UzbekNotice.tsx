import { UzbekFallbackNote, fallbackLang } from '@tax/shared';

/** The kit's "shown in Uzbek" note, marked for this section's tests. */
export function UzbekNotice({ translated }: { translated: boolean }) {
  return <UzbekFallbackNote translated={translated} data-untranslated="" />;
}

/** The `lang` of an item's texts: the kit's rule. */
export const itemLang = fallbackLang;
