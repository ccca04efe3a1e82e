/**
 * `npm run matrix [-- --base <commit>] [--port 3290]`: the compatibility matrix (docs/compatibility-matrix.md,
 * decision 0047). Each mix a release can leave live while it goes out one app at a time — the new shell with each
 * previous section, the previous shell with each new section — served by a site server and rendered, every page of
 * the section on the server and in a browser; exits 1 when a mix the deploy gate would let through breaks.
 * The base is MATRIX_BASE or --base, else where this branch leaves main, else the last landing (tag `landed/…`),
 * else the parent commit.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { base: { type: 'string' }, port: { type: 'string' }, 'browser-pages': { type: 'string' } } });
// The release code reads its deploy folder once, when loaded: the matrix's own, never the checkout's or a server's.
process.env.DEPLOY_DIR = mkdtempSync(join(tmpdir(), 'matrix-deploy-'));
const { resolveBase, runMatrix } = await import('./matrix-run.ts');
const { rmSync } = await import('node:fs');
let ok = false;
try {
  ok = await runMatrix({
    base: resolveBase(values.base ?? process.env.MATRIX_BASE),
    port: Number(values.port ?? process.env.MATRIX_PORT ?? 3290),
    ...(values['browser-pages'] ? { browserPages: Number(values['browser-pages']) } : {}),
  });
} finally {
  rmSync(process.env.DEPLOY_DIR, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
