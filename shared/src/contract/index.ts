export * from './common.ts';
export * from './phone.ts';
export * from './forms.ts';
export * from './beacons.ts';
export * from './content.ts';
export * from './staff.ts';
export * from './endpoints.ts';
export * from './openapi.ts';
export { SIGNED_IN_HINT_COOKIE } from './values.ts';
