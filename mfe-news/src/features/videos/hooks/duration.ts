/** `m:ss` parts of a duration in seconds. */
export function durationParts(totalSeconds: number): { minutes: string; seconds: string } {
  const safe = Math.max(0, Math.round(totalSeconds));
  return { minutes: String(Math.floor(safe / 60)), seconds: String(safe % 60).padStart(2, '0') };
}
