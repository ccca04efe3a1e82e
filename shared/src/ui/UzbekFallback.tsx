import type { ReactNode } from 'react';
import { Text } from './primitives.tsx';
import { useTranslation } from '../i18n/use-translation.ts';

/** An item from the API in the page's language, or fallen back to Uzbek (`translated: false`). */
export interface Translatable {
  translated: boolean;
}

/** The `lang` of an item's texts: Uzbek when the API fell back to it, else the page's own (undefined). */
export function fallbackLang(item: Translatable): 'uz' | undefined {
  return item.translated ? undefined : 'uz';
}

/** Text from the API: marked `lang="uz"` when the item fell back to Uzbek, so screen readers read it as Uzbek. */
export function FallbackText({
  translated,
  children,
  component: Tag = 'span',
  className,
}: Translatable & { children: ReactNode; component?: 'span' | 'div' | 'p' | 'h2' | 'h3'; className?: string }) {
  return (
    <Tag lang={translated ? undefined : 'uz'} className={className}>
      {children}
    </Tag>
  );
}

/**
 * Says, in the page's language, that an item's text is shown in Uzbek because it has no translation yet; nothing
 * for a translated item (`data-testid="uzbek-note"` on every page).
 */
export function UzbekFallbackNote({ translated }: Translatable) {
  const { t } = useTranslation('common');
  if (translated) return null;
  return (
    <Text size="sm" fs="italic" data-testid="uzbek-note">
      {t('shownInUzbek')}
    </Text>
  );
}
