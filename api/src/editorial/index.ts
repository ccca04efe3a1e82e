/**
 * Editorial publishing in the API process: the news store, preview tokens, the content-changed events, and the ticker
 * that applies scheduled actions and reads the other servers' changes.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import { ContentBus, contentChangeReader, pruneChanges } from './content-changes.ts';
import type { EditorialContentBase, EditorialDescriptor } from './descriptor.ts';
import { editorialStore, type EditorialDeps, type EditorialStore } from './engine.ts';
import { DEFAULT_IMAGE_SWEEP_MS, imageGraceMs, sweepUnusedImages } from './image-sweep.ts';
import { newsEditorial, type NewsEditorialStore } from './news.ts';
import { serviceDescriptor } from './types/services.ts';
import { vacancyDescriptor } from './types/vacancies.ts';
import { previewTokens, type PreviewTokens } from './preview-token.ts';
import { declaredSitePaths } from './site-paths.ts';
import { documentDescriptor } from './types/document.ts';
import { awardDescriptor, certificateDescriptor, partnerDescriptor, slideDescriptor } from './types/home-parts.ts';
import { staffDescriptor } from './types/staff.ts';
import { officeDescriptor } from './types/offices.ts';
import { productDescriptor } from './types/products.ts';
import { videoDescriptor } from './types/videos.ts';

/** A descriptor of its own content as the list of types holds it (each store still reads its content as its own). */
const anyType = <C extends EditorialContentBase>(d: EditorialDescriptor<C>) => d as unknown as EditorialDescriptor;

/** The editorial types beside news, each a descriptor (types/*.ts), in the order of EDITORIAL_TYPES. */
const OTHER_TYPES: readonly EditorialDescriptor[] = [
  anyType(vacancyDescriptor),
  anyType(serviceDescriptor),
  anyType(documentDescriptor),
  anyType(slideDescriptor),
  anyType(partnerDescriptor),
  anyType(certificateDescriptor),
  anyType(awardDescriptor),
  anyType(staffDescriptor),
  anyType(officeDescriptor),
  anyType(productDescriptor),
  anyType(videoDescriptor),
];

export interface EditorialOptions {
  bus?: ContentBus | undefined;
  /** The site's page patterns (`/news/:slug`); default: those the sections declare (site-paths.ts). */
  sitePaths?: (() => readonly string[]) | undefined;
  /** How often scheduled actions and other servers' changes are looked at (ms). Default EDITORIAL_TICK_MS, else 1 000. */
  tickMs?: number | undefined;
  /** How long an image nothing names is kept (ms). Default IMAGE_GRACE_HOURS, else 24 hours. */
  imageGraceMs?: number | undefined;
  /** How often unused images are looked for (ms). Default IMAGE_SWEEP_MINUTES, else an hour. */
  imageSweepMs?: number | undefined;
  /** The types whose drafts a second editor must approve before publishing ('all', or names). Default EDITORIAL_REVIEW_TYPES, else none. */
  reviewTypes?: string | undefined;
}

/**
 * EDITORIAL_REVIEW_TYPES: `all`, or the type names separated by commas (`news,services`); empty or unset: review stays
 * optional for every type (decision 0056).
 */
export function reviewRequiredFor(setting: string | undefined): (type: string) => boolean {
  const names = new Set(
    (setting ?? '')
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean),
  );
  return (type) => names.has('all') || names.has(type);
}

export interface Editorial {
  bus: ContentBus;
  news: NewsEditorialStore;
  /** Every editorial type's store (news first), by the order of EDITORIAL_TYPES. */
  stores: readonly EditorialStore[];
  /** One type's store by its name (undefined: not an editorial type). */
  store: (type: string) => EditorialStore | undefined;
  previews: PreviewTokens;
  /** One tick now: due scheduled actions applied, other servers' changes read (tests call it; the timer does too). */
  tick: () => Promise<void>;
  /** One sweep of unused images now (the ticker runs one every imageSweepMs): the ids deleted. */
  sweepImages: () => Promise<string[]>;
}

export async function setUpEditorial(app: FastifyInstance, ctx: ApiContext, opts: EditorialOptions): Promise<Editorial> {
  const bus = opts.bus ?? new ContentBus();
  const own = new Set<string>();
  let declared: string[] | undefined;
  const sitePaths = opts.sitePaths ?? (() => (declared ??= declaredSitePaths()));
  const deps: EditorialDeps = {
    db: ctx.db,
    now: ctx.now,
    bus,
    own,
    sitePaths,
    siteOrigin: ctx.siteOrigin,
    publicBase: ctx.publicBase,
    reviewRequired: reviewRequiredFor(opts.reviewTypes ?? process.env.EDITORIAL_REVIEW_TYPES),
  };
  const news = newsEditorial(deps);
  const stores: EditorialStore[] = [news as unknown as EditorialStore, ...OTHER_TYPES.map((d) => editorialStore(d, deps))];
  for (const store of stores) await store.adopt();
  const previews = await previewTokens(ctx.db);
  // The API's own answers of content are kept 30 s: a change anywhere drops them here.
  bus.onContentChanged(() => ctx.cache.clear());

  const readChanges = contentChangeReader(ctx.db, bus, own);
  const graceMs = opts.imageGraceMs ?? imageGraceMs();
  const sweepMinutes = Number(process.env.IMAGE_SWEEP_MINUTES);
  const sweepEvery = opts.imageSweepMs ?? (sweepMinutes > 0 ? sweepMinutes * 60_000 : DEFAULT_IMAGE_SWEEP_MS);
  const sweepImages = () =>
    sweepUnusedImages({
      db: ctx.db,
      files: ctx.files,
      now: ctx.now,
      graceMs,
      onFileError: (key, err) => app.log.error({ err, key }, 'editorial: an unused image file could not be removed'),
    });
  let lastSweep = Date.now();
  let ticks = 0;
  let running: Promise<void> | null = null;
  const tick = () =>
    (running ??= (async () => {
      try {
        for (const store of stores) await store.applyDue();
        await readChanges();
        if ((ticks += 1) % 3600 === 0) await pruneChanges(ctx.db, ctx.now());
        // Wall-clock time, not ticks: the sweep's pace does not follow the tick's (a test's 50 ms tick).
        if (Date.now() - lastSweep >= sweepEvery) {
          lastSweep = Date.now();
          const deleted = await sweepImages();
          if (deleted.length > 0) app.log.info({ images: deleted.length }, 'editorial: unused images deleted');
        }
      } catch (error) {
        app.log.error({ err: error }, 'editorial: scheduled actions or content changes');
      } finally {
        running = null;
      }
    })());
  const every = opts.tickMs ?? (Number(process.env.EDITORIAL_TICK_MS) > 0 ? Number(process.env.EDITORIAL_TICK_MS) : 1000);
  await readChanges();
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { bus, news, stores, store: (type) => stores.find((s) => s.descriptor.type === type), previews, tick, sweepImages };
}
