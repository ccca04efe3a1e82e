/** `npm run bench`: bundle bytes and request counts per page, then the API's throughput. */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../paths.ts';
import { sizeBench } from './size.ts';

await sizeBench();
console.log('\n=== API benchmark');
const api = spawnSync('npm', ['run', 'bench', '-w', '@tax/api'], { cwd: ROOT, stdio: 'inherit' });
process.exit(api.status ?? 1);
