import type { ReactNode } from 'react';
import { UzbekFallbackNote } from '@tax/shared';

/**
 * Text from the API that fell back to Uzbek (`translated: false`): marked `lang="uz"` for screen readers, with a
 * note in the page's language.
 */
export function FallbackText({
  translated,
  children,
  component = 'span',
}: {
  translated: boolean;
  children: ReactNode;
  component?: 'span' | 'div' | 'p' | 'h2' | 'h3';
}) {
  const Tag = component;
  return translated ? <Tag>{children}</Tag> : <Tag lang="uz">{children}</Tag>;
}

/** The kit's "shown in Uzbek" note, with this section's test id. */
export function FallbackNote({ translated }: { translated: boolean }) {
  return <UzbekFallbackNote translated={translated} data-testid="uz-fallback" />;
}
