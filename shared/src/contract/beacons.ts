/**
 * Release figures from browsers: what happened to which version of which app, counted, nothing about the visitor.
 * The shell sends them in small batches (page views, code that failed to load, fallbacks to a previous version,
 * render errors, unhandled rejections); operators read them per version (`npm run status`), and a canary whose
 * error rate climbs above the current version's is ended on its own.
 */
import * as z from 'zod/mini';
import { allowedCharacters } from './common.ts';

export const BEACON_KINDS = ['view', 'load-failure', 'fallback', 'render-error', 'unhandled-rejection'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];
/** The kinds that count as errors in a version's error rate (views are the denominator). */
export const ERROR_KINDS: readonly BeaconKind[] = ['load-failure', 'fallback', 'render-error', 'unhandled-rejection'];

export const BeaconEvent = z.object({
  kind: z.enum(BEACON_KINDS),
  /** 'shell' or a section's name. */
  app: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/)),
  /** The version the page ran (a registry entry's version, or 'dev'). */
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  /** How many times, since the last batch. */
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export type BeaconEvent = z.infer<typeof BeaconEvent>;

/** What GET /api/beacons/token answers: one page view's token. */
export const BeaconToken = z.object({ token: z.string() });
export type BeaconToken = z.infer<typeof BeaconToken>;

/**
 * The speed of a page load as its visitor met it (the `web-vitals` library): largest contentful paint, interaction
 * to next paint and time to first byte in milliseconds, cumulative layout shift unitless.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** One measurement of one page load, of the app and version that rendered the page it landed on. */
export const VitalSample = z.object({
  metric: z.enum(VITAL_METRICS),
  app: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/)),
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  /** The page's name in its section (`news-slug`), never its address: nothing about what the visitor read. */
  page: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,60}$/)),
  /** What the library measured; values no browser measures are dropped by the API, not refused. */
  value: z.number(),
});
export type VitalSample = z.infer<typeof VitalSample>;

export const BeaconBatch = z
  .object({
    /** Counts since the last batch (none when a batch carries only the page load's speed). */
    events: z.optional(z.array(BeaconEvent).check(z.maxLength(50))),
    /** The page load's speed: each metric once per page view (more are dropped). */
    vitals: z.optional(z.array(VitalSample).check(z.maxLength(8))),
    /** The page view's token (GET /api/beacons/token): without a fresh, valid one nothing is counted. */
    token: z.optional(z.string().check(z.maxLength(200))),
  })
  // A batch says something: counts, speed, or both.
  .check(z.refine((batch) => (batch.events?.length ?? 0) + (batch.vitals?.length ?? 0) > 0, { error: 'required' }));
export type BeaconBatch = z.infer<typeof BeaconBatch>;

/** "Was this page useful?" and "Report a problem with this page": the page, the answer, what the visitor wrote. */
export const PageFeedbackBody = z
  .object({
    /** The page's path (with its language prefix), as the browser shows it; no query string. */
    path: z.string({ error: 'required' }).check(z.regex(/^\/[^\s?#<>"]{0,299}$/, { error: 'invalid' })),
    useful: z.optional(z.nullable(z.enum(['yes', 'no'], { error: 'invalid' }))),
    message: z.optional(
      z.nullable(
        z.string({ error: 'invalid' }).check(
          z.trim(),
          // Control and text-direction characters (other than line breaks and tabs) are refused, as in the forms.
          allowedCharacters({ multiline: true }),
          z.maxLength(1000, { error: 'too_long' }),
        ),
      ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.useful && !value.message)
        ctx.issues.push({ code: 'custom', path: ['message'], message: 'required', input: value.message });
    }),
  );
export type PageFeedbackBody = z.input<typeof PageFeedbackBody>;

/**
 * What the API tells the page after the foot's plain form (no scripts) was sent, in the address it sends the visitor
 * back to (`?feedback=<outcome>#page-feedback`): stored, nothing chosen nor written, not acceptable, too many, failed.
 */
export const PAGE_FEEDBACK_OUTCOMES = ['thanks', 'required', 'invalid', 'busy', 'failed'] as const;
export type PageFeedbackOutcome = (typeof PAGE_FEEDBACK_OUTCOMES)[number];
