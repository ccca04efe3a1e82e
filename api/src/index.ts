/** Public surface of @tax/api. */
export { openDatabase, DEFAULT_DATA_DIR, DatabaseInUseError, claimDataDir } from './db/open.ts';
export { createStaffAccount, generatePassword } from './staff.ts';
export type { OpenDatabaseOptions, OpenedDatabase } from './db/open.ts';
export type { Database } from './db/schema.ts';
export { apiPlugin, databaseErrorAnswer } from './plugin.ts';
export type { ApiPluginOptions } from './plugin.ts';
export { buildStandaloneApi, startStandaloneApi } from './standalone.ts';
export type { StandaloneOptions } from './standalone.ts';
export { replaceContent, seedIfEmpty } from './seed/seed.ts';
export { frameworkErrors } from './lib/errors.ts';
export { clientKey } from './session.ts';
export { readOutbox, outboxDir, type OutboxMessage } from './lib/mail.ts';
/** The second factor's code of a moment for a base32 key (browser tests sign staff in with it). */
export { totpCode } from './lib/totp.ts';
/** Editorial publishing's content-changed events: pass one to the plugin (`contentBus`) and subscribe to drop cached pages. */
export { createContentBus, ContentBus, type ContentChange, type ContentChangeListener } from './editorial/content-changes.ts';
export { s3Bucket } from './files/file-store.ts';
/** The speed figures' histograms (release_vitals, decision 0046): percentiles for release health and `npm run status`. */
export { countBeacons } from './routes/beacons.ts';
export { addHistogram, emptyHistogram, formatVital, quantile, bucketOf, VITAL_BUCKETS } from './lib/vitals-histogram.ts';
