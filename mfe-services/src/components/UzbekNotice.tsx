import { Text, useTranslation } from '@tax/shared';

/** Said in the page's language when the API fell back to Uzbek for (some of) an item's texts. */
export function UzbekNotice({ translated }: { translated: boolean }) {
  const { t } = useTranslation('services');
  if (translated) return null;
  return (
    <Text size="sm" fs="italic" data-untranslated="">
      {t('common.shownInUzbek')}
    </Text>
  );
}

/** The `lang` of an item's texts: Uzbek when the API fell back to it, else the page's own. */
export function itemLang(item: { translated: boolean }): 'uz' | undefined {
  return item.translated ? undefined : 'uz';
}
