/** The error screen's retry reaches the section loader through this hook (installed at start-up). */
let handler: () => void = () => undefined;

export function setSectionRetry(next: () => void): void {
  handler = next;
}

export function retrySections(): void {
  handler();
}
