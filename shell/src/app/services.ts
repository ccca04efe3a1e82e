import { createContext, useContext } from 'react';
import type { ConnectionWaits } from './connection.ts';
import type { RetrySignal } from './retry.ts';

/** What the shell's own components need from start-up: one "try again" for everything that failed to load code. */
export interface ShellServices {
  retry: RetrySignal;
  /** In the browser: what waits for the connection to come back (the offline notice says so). */
  connection?: ConnectionWaits;
  /** Forgets failed loads (sections, shared chunks) and moves the retry signal on. */
  tryAgain(): Promise<void>;
  /** Counts a page that failed to render (5xx) against the version of the section that owns it (release figures). */
  reportRenderError?(): void;
  /** On the server: the status an error screen shows, so that the page answers with it (renderer.tsx). */
  reportStatus?(status: number): void;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('ShellServicesContext is missing (bootstrap provides it)');
  return services;
}
