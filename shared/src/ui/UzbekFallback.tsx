import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An item from the API in the page's language, or fallen back to Uzbek (`translated: false`). */
export interface Translatable {
  translated: boolean;
}

/** The `lang` of an item's texts: Uzbek when the API fell back to it, else the page's own (undefined). */
export function fallbackLang(item: Translatable): 'uz' | undefined {
  return item.translated ? undefined : 'uz';
}

/**
 * Says, in the page's language, that an item's text is shown in Uzbek because it has no translation yet; nothing
 * for a translated item. Pass a test id or data attribute of the section's own if its tests look for one.
 */
export function UzbekFallbackNote({ translated, ...attributes }: Translatable & { [data: `data-${string}`]: string | undefined }) {
  const { t } = useTranslation('common');
  if (translated) return null;
  return (
    <Text size="sm" fs="italic" {...attributes}>
      {t('shownInUzbek')}
    </Text>
  );
}
