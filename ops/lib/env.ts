/** A positive number from the environment (`name`), or `fallback` when it is unset, empty, zero or not a number. */
export function positiveEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
