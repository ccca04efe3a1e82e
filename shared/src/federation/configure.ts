import type { ComponentType } from 'react';

/**
 * What the kit needs from the shell that hosts it, handed over once at start-up (`configureKit`), not through
 * setters scattered over the kit: how to load another section's widget and how to fetch a section's code ahead of
 * a visit. Nothing else in the kit reaches into the shell.
 */
export interface KitServices {
  /** Loads a widget another section exposes ('news/LatestNews'); a failure rejects (the widget's frame shows it). */
  loadWidget(id: string): Promise<ComponentType<Record<string, unknown>>>;
  /** Fetches a section's code when the browser is idle (link prefetch); failures are left for the real visit. */
  prefetchSection(section: string): void;
}

let services: KitServices | null = null;

/** Called once by the shell before it renders (tests call it with fakes, and with `null` to reset). */
export function configureKit(next: KitServices | null): void {
  services = next;
}

/** The services the shell configured, or null before start-up (a widget then fails in its frame). */
export function kitServices(): KitServices | null {
  return services;
}
