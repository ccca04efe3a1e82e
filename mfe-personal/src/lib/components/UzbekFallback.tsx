import type { ReactNode } from 'react';
import { Text, useTranslation } from '@tax/shared';

/**
 * Text from the API that fell back to Uzbek (`translated: false`): marked `lang="uz"` for screen readers, with a
 * note in the page's language.
 */
export function FallbackText({ translated, children, component = 'span' }: { translated: boolean; children: ReactNode; component?: 'span' | 'div' | 'p' | 'h2' | 'h3' }) {
  const Tag = component;
  return translated ? <Tag>{children}</Tag> : <Tag lang="uz">{children}</Tag>;
}

export function FallbackNote({ translated }: { translated: boolean }) {
  const { t } = useTranslation('personal');
  if (translated) return null;
  return (
    <Text size="sm" fs="italic" data-testid="uz-fallback">
      {t('fallback.note')}
    </Text>
  );
}
