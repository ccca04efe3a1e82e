/**
 * What server rendering and hydration need from the kit's libraries (`@tax/shared/ssr`): react-router's static
 * handler and router, the query cache's (de)hydration, and a fresh query client per server render. Only the shell
 * imports it (its server build renders; its browser build hydrates), so no section pays for it; it is not a shared
 * singleton of its own because the shell is the one build that provides the kit, so these are the kit's own copies.
 */
export {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  matchRoutes,
  type StaticHandlerContext,
  type HydrationState,
} from 'react-router';
export { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
export { createQueryClient } from './query/client.ts';
export { forgetNamespace } from './i18n/i18n.ts';
export { setHydrating } from './ui/after-first-paint.tsx';
