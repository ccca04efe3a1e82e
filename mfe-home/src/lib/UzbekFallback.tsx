import type { ReactNode } from 'react';
import { Text, useTranslation } from '@tax/shared';

/**
 * Text from the API: when the item fell back to Uzbek (`translated: false`), it carries lang="uz" and a note
 * in the page's language says so.
 */
export function ApiText({ translated, children, component = 'span', className }: { translated: boolean; children: ReactNode; component?: 'span' | 'div' | 'p' | 'h3'; className?: string }) {
  const Tag = component;
  return (
    <Tag lang={translated ? undefined : 'uz'} className={className}>
      {children}
    </Tag>
  );
}

export function UzbekNote({ translated }: { translated: boolean }) {
  const { t } = useTranslation('home');
  if (translated) return null;
  return (
    <Text size="sm" fs="italic" data-testid="uzbek-note">
      {t('common.shownInUzbek')}
    </Text>
  );
}
