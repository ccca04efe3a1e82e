import { useEffect, useRef, type ReactNode } from 'react';
import { Stack } from '@tax/shared';

/**
 * A finished step ("Check your e-mail", "Password changed"), in the form's place: focus moves to it, so a screen
 * reader reads it and the keyboard goes on from there (the form and the button that had focus are gone).
 */
export function StepDone({ testId, children }: { testId: string; children: ReactNode }) {
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => step.current?.focus(), []);
  return (
    <Stack ref={step} tabIndex={-1} gap="sm" role="status" data-testid={testId} align="flex-start" style={{ outline: 'none' }}>
      {children}
    </Stack>
  );
}
