/**
 * Editors' images: an upload becomes files in the file store (`images/<id>/<variant>`, the master for later crops
 * `images/<id>/master.webp`) and one `editorial_images` row (what was uploaded, its hash, what was made). The bytes
 * are never in the database. The same file uploaded again is the same image (by its sha256).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  cropInside,
  defaultImageCrop,
  ogVariantName,
  type EditorialImage,
  type EditorialImageInfo,
  type Image,
  type ImageCrop,
  type ImageOutputFormat,
  type Locale,
} from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import type { Database, EditorialImagesTable, PublishedImage } from '../db/schema.ts';
import { ApiHttpError, notFound, validationFailed } from '../lib/errors.ts';
import { decodeMaster, inspectImage, ogFromMaster, processImage, type MadeFile } from '../files/images.ts';
import type { AuditRepository } from '../repositories/audit.ts';

type Row = Omit<EditorialImagesTable, 'variants' | 'default_crop' | 'created_at'> & {
  variants: StoredVariant[];
  default_crop: ImageCrop;
  created_at: Date;
};
type StoredVariant = { name: string; format: ImageOutputFormat; width: number; height: number; bytes: number };

export interface ImageActor {
  accountId: string;
  email: string;
  address: string;
}

/**
 * Image work one at a time in this process, a few waiting; beyond them 503 `busy` at once (an editor retries; a
 * queue without bound would only hold memory and time).
 */
export class ImageQueue {
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(
    private readonly parallel = 1,
    private readonly maxWaiting = 4,
  ) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.parallel) {
      if (this.waiting.length >= this.maxWaiting)
        throw new ApiHttpError(503, 'busy', 'The server is busy with other images; try again in a moment', undefined, {
          'retry-after': '5',
        });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const keyOf = (id: string, name: string) => `images/${id}/${name}`;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function editorialImages(ctx: ApiContext, audit: AuditRepository, queue = new ImageQueue()) {
  const { db, files } = ctx;
  const urlOf = (id: string, name: string) => `${ctx.publicBase}/media/images/${id}/${name}`;
  const stored = (f: MadeFile): StoredVariant => ({
    name: f.name,
    format: f.format,
    width: f.width,
    height: f.height,
    bytes: f.data.length,
  });

  async function row(id: string): Promise<Row | undefined> {
    return (await db.selectFrom('editorial_images').selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  function infoOf(r: Row, crop: ImageCrop = r.default_crop): EditorialImageInfo {
    const og = r.variants.find((v) => v.name === ogVariantName(crop));
    if (!og) throw new Error(`image ${r.id} has no link-preview picture for ${ogVariantName(crop)}`);
    return {
      id: r.id,
      sha256: r.sha256,
      width: r.width,
      height: r.height,
      original: { format: r.original_format as 'jpeg' | 'png' | 'webp', bytes: r.original_bytes },
      variants: r.variants.filter((v) => !v.name.startsWith('og-')).map((v) => ({ ...v, url: urlOf(r.id, v.name) })),
      og: { crop, url: urlOf(r.id, og.name), width: og.width, height: og.height },
      createdAt: new Date(r.created_at).toISOString(),
    };
  }

  const checkCrop = (crop: ImageCrop, width: number, height: number) => {
    if (!cropInside(crop, width, height)) throw validationFailed({ crop: 'invalid' });
  };

  /** The link-preview picture for `crop`, made from the master when it is not there yet. */
  async function withCrop(r: Row, crop: ImageCrop): Promise<Row> {
    checkCrop(crop, r.width, r.height);
    const name = ogVariantName(crop);
    if (r.variants.some((v) => v.name === name)) return r;
    const master = await files.get(keyOf(r.id, 'master.webp'));
    if (!master) throw new Error(`image ${r.id}: its master is missing from the file store`);
    const og = await queue.run(async () => ogFromMaster(await decodeMaster(await bytesOf(master)), r.width, crop));
    await files.putBytes(keyOf(r.id, og.name), og.data);
    const added = JSON.stringify([stored(og)]);
    // Two crops at once add both; the same crop twice is kept once.
    await sql`UPDATE editorial_images SET variants = variants || ${added}::jsonb
      WHERE id = ${r.id} AND NOT variants @> ${added}::jsonb`.execute(db);
    return (await row(r.id))!;
  }

  return {
    /**
     * Processes the uploaded file at `file` (already hashed and counted) and stores what it makes. `crop` is the
     * editor's link-preview box (absent: centred).
     */
    async upload(file: string, original: { bytes: number; sha256: string }, crop: ImageCrop | undefined, actor: ImageActor) {
      const same = await db.selectFrom('editorial_images').select('id').where('sha256', '=', original.sha256).executeTakeFirst();
      if (same) {
        const r = (await row(same.id))!;
        return { created: false, image: infoOf(await withCrop(r, crop ?? r.default_crop), crop) };
      }
      // Junk, a bomb or a wrong crop is refused from the header at once, without waiting behind other images.
      const seen = await inspectImage(file);
      if (crop) checkCrop(crop, seen.width, seen.height);
      const made = await queue.run(() =>
        processImage(file, seen, (width, height) => {
          if (crop) checkCrop(crop, width, height);
          return crop ?? defaultImageCrop(width, height);
        }),
      );
      const id = randomUUID();
      const outputs = [...made.variants, made.og];
      const keys = [...outputs.map((f) => keyOf(id, f.name)), keyOf(id, 'master.webp')];
      try {
        for (const f of outputs) await files.putBytes(keyOf(id, f.name), f.data);
        await files.putBytes(keyOf(id, 'master.webp'), made.master.data);
        await db
          .insertInto('editorial_images')
          .values({
            id,
            sha256: original.sha256,
            original_format: made.format,
            original_bytes: original.bytes,
            width: made.width,
            height: made.height,
            master_width: made.master.width,
            master_height: made.master.height,
            variants: JSON.stringify(outputs.map(stored)),
            default_crop: JSON.stringify(made.og.crop),
            uploaded_by: actor.accountId,
            created_at: ctx.now(),
          })
          .execute();
      } catch (error) {
        await Promise.allSettled(keys.map((k) => files.delete(k)));
        throw error;
      }
      await audit.append({
        action: 'image-uploaded',
        actorId: actor.accountId,
        actorEmail: actor.email,
        targetKind: 'image',
        targetId: id,
        targetLabel: original.sha256.slice(0, 16),
        address: actor.address,
        detail: { format: made.format, bytes: original.bytes, width: made.width, height: made.height },
      });
      return { created: true, image: infoOf((await row(id))!, made.og.crop) };
    },

    async get(id: string, crop?: ImageCrop): Promise<EditorialImageInfo> {
      const r = await row(id);
      if (!r) throw notFound('Image');
      return infoOf(crop ? await withCrop(r, crop) : r, crop);
    },

    /** The link-preview picture of a crop box (made once, then kept). */
    async crop(id: string, crop: ImageCrop): Promise<EditorialImageInfo> {
      const r = await row(id);
      if (!r) throw notFound('Image');
      return infoOf(await withCrop(r, crop), crop);
    },

    /** A public file of an image: its stream, type and length; null when the image or that file does not exist. */
    async file(id: string, name: string): Promise<{ stream: Readable; type: string; bytes: number } | null> {
      const r = await row(id);
      const v = r?.variants.find((x) => x.name === name);
      if (!v) return null;
      const stream = await files.get(keyOf(id, name));
      if (!stream) return null;
      return { stream, type: CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!, bytes: v.bytes };
    },
  };
}

const SOURCE_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * A published image as the public contract's Image: the largest JPEG as `url` (with its size, which reserves the
 * space), the alt text in `locale` (Uzbek when that language has none), and each encoding's widths as `sources`;
 * `og` is the link-preview file's address.
 */
export function publicImage(ctx: Pick<ApiContext, 'publicBase'>, image: PublishedImage, locale: Locale): Image & { og: string } {
  const url = (name: string) => `${ctx.publicBase}/media/images/${image.id}/${name}`;
  const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
  const largest = byWidth.filter((v) => v.format === 'jpeg').at(-1) ?? byWidth.at(-1)!;
  const sources = (['avif', 'webp', 'jpeg'] as const)
    .map((format) => ({
      type: SOURCE_TYPES[format],
      srcSet: byWidth
        .filter((v) => v.format === format)
        .map((v) => `${url(v.name)} ${v.width}w`)
        .join(', '),
    }))
    .filter((s) => s.srcSet !== '');
  return {
    url: url(largest.name),
    width: largest.width,
    height: largest.height,
    alt: image.alt[locale]?.trim() || image.alt.uz?.trim() || '',
    sources,
    og: url(image.og),
  };
}

/** An image reference as compared and kept: its id, the alt texts written (trimmed), the crop or null. */
export function imageRef(ref: { id: string; alt: PublishedImage['alt']; crop?: ImageCrop | null | undefined }): {
  id: string;
  alt: PublishedImage['alt'];
  crop: ImageCrop | null;
} {
  // One key order whatever the source (jsonb keeps its own): the engine compares these as JSON.
  const alt: PublishedImage['alt'] = {};
  for (const l of ['uz', 'ru', 'en'] as const) {
    const v = ref.alt[l]?.trim();
    if (v) alt[l] = v;
  }
  const c = ref.crop;
  return { id: ref.id, alt, crop: c ? { x: c.x, y: c.y, width: c.width, height: c.height } : null };
}

/** Refuses (422) an image without alt text in one of these languages; the fields name each (`content.image.alt.ru`). */
export function requireAlt(image: EditorialImage | undefined, locales: readonly Locale[]): void {
  if (!image) return;
  const missing = locales.filter((l) => !image.alt[l]?.trim());
  if (missing.length === 0) return;
  throw new ApiHttpError(
    422,
    'validation_failed',
    `Write the image's alt text in every language that is published (missing: ${missing.join(', ')})`,
    Object.fromEntries(missing.map((l) => [`content.image.alt.${l}`, 'required' as const])),
  );
}

/**
 * What a public row keeps of an image, read in the publishing transaction: its files and the link-preview file of the
 * chosen crop (made by the workspace when the crop was set; the centred one when it is not there).
 */
export async function publishedImageIn(d: Kysely<Database> | Transaction<Database>, ref: EditorialImage): Promise<PublishedImage> {
  const r = (await d.selectFrom('editorial_images').selectAll().where('id', '=', ref.id).executeTakeFirst()) as Row | undefined;
  if (!r) throw new ApiHttpError(422, 'validation_failed', 'The image no longer exists: upload it again', { 'content.image': 'invalid' });
  const chosen = ref.crop ? ogVariantName(ref.crop) : null;
  const og = chosen && r.variants.some((v) => v.name === chosen) ? chosen : ogVariantName(r.default_crop);
  return {
    ...imageRef(ref),
    og,
    variants: r.variants
      .filter((v) => !v.name.startsWith('og-'))
      .map(({ name, format, width, height }) => ({ name, format, width, height })),
  };
}
