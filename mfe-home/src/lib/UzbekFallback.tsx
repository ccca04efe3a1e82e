import type { ReactNode } from 'react';
import { UzbekFallbackNote } from '@tax/shared';

/**
 * Text from the API: when the item fell back to Uzbek (`translated: false`), it carries lang="uz" and a note
 * in the page's language says so.
 */
export function ApiText({
  translated,
  children,
  component = 'span',
  className,
}: {
  translated: boolean;
  children: ReactNode;
  component?: 'span' | 'div' | 'p' | 'h3';
  className?: string;
}) {
  const Tag = component;
  return (
    <Tag lang={translated ? undefined : 'uz'} className={className}>
      {children}
    </Tag>
  );
}

/** The kit's "shown in Uzbek" note, with this section's test id. */
export function UzbekNote({ translated }: { translated: boolean }) {
  return <UzbekFallbackNote translated={translated} data-testid="uzbek-note" />;
}
