/** `npm run bench`: bundle bytes and request counts per page, load times on a slow phone, then the API's throughput. */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/paths.ts';
import { sizeBench } from './size.ts';
import { vitalsBench } from './vitals.ts';

// Over a first-load budget fails the whole run, after the other figures are in.
const sizes = await sizeBench(process.argv.slice(2));
await vitalsBench();
console.log('\n=== API benchmark');
const api = spawnSync('npm', ['run', 'bench', '-w', '@tax/api'], { cwd: ROOT, stdio: 'inherit' });
process.exit(sizes || (api.status ?? 1));
