/**
 * The parts of the kit that run anywhere, without React or CSS: locales, the route map and the registry format.
 * The site server and the ops scripts import this (`@tax/shared/server`).
 */
export * from './routing/locales.ts';
export * from './routing/locale-redirect.ts';
export * from './routing/route-map.ts';
export * from './federation/registry.ts';
export * from './federation/define-section.ts';
export * from './federation/private-pages.ts';
export * from './federation/server-render.ts';
export * from './routing/cookies.ts';
export { SIGNED_IN_HINT_COOKIE } from './contract/values.ts';
