/** `npm run build`: production builds of the shell and every section, each into its own dist/, with build times. */
import { buildApp, withBuildLock } from './build.ts';
import { APPS } from '../lib/paths.ts';

const results: string[] = [];
withBuildLock(() => {
  for (const dir of APPS) {
    const ms = buildApp(dir);
    results.push(`${dir}: ${(ms / 1000).toFixed(2)} s`);
  }
});
console.log(`Build times (wall clock, including rspack start-up):\n  ${results.join('\n  ')}`);
