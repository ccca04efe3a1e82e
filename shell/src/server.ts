/**
 * The shell's server build entry (`dist/server/server.cjs`): the site server requires it from the live shell version's
 * folder and renders pages with it. The renderer is imported behind a dynamic import so that the federation runtime
 * has set up the shared singletons (react, the kit) before any of them is used, as the browser's bootstrap does.
 */
import type { CreateRenderer } from '@tax/shared';

export const createRenderer: CreateRenderer = async (options) => (await import('./server/renderer.tsx')).createRenderer(options);
