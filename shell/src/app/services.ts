import { createContext, useContext } from 'react';
import type { RetrySignal } from './retry.ts';

/** What the shell's own components need from start-up: one "try again" for everything that failed to load code. */
export interface ShellServices {
  retry: RetrySignal;
  /** Forgets failed loads (sections, shared chunks) and moves the retry signal on. */
  tryAgain(): Promise<void>;
  /** Counts a page that failed to render (5xx) against the version of the section that owns it (release figures). */
  reportRenderError?(): void;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('ShellServicesContext is missing (bootstrap provides it)');
  return services;
}
