/**
 * Editors' images with sharp (libvips): the type is read from the bytes, the size from the header before any pixel is
 * decoded (a 100 000 × 100 000 PNG of a few kilobytes is refused there), then the picture is decoded once, turned
 * the way its orientation says, cut down to a master of at most MASTER_EDGE pixels wide, and every output is made from
 * that master's pixels. No output keeps metadata (sharp writes none unless asked: EXIF, GPS, XMP, ICC all go; colours
 * are converted to sRGB).
 *
 * sharp runs its work on libuv's thread pool, never on the event loop. One image is processed at a time per process
 * (libvips uses one thread per image here, `sharp.concurrency(1)`), so an upload takes at most one core of the
 * machine from the requests around it; a few more wait, beyond that 503 `busy` (like the CV checks).
 */
import { open } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_LIMITS_TEXT,
  IMAGE_MAX_PIXELS,
  IMAGE_OG,
  IMAGE_WIDTHS,
  imageVariantName,
  ogBoxIn,
  ogVariantName,
  type ImageCrop,
  type ImageOutputFormat,
} from '@tax/shared/contract';
import { ApiHttpError } from '../lib/errors.ts';

// Decoded pictures are not worth keeping between uploads; libvips' operation cache would hold tens of megabytes.
sharp.cache(false);
sharp.concurrency(1);

export type InputFormat = 'jpeg' | 'png' | 'webp';

/** The master kept for later crops: at most this wide and twice this high (never enlarged). */
export const MASTER_EDGE = 2400;
/** One sharp call may take this long before it is abandoned (a picture built to be slow to decode). */
const TIMEOUT_SECONDS = 30;

export interface MadeFile {
  name: string;
  format: ImageOutputFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  format: InputFormat;
  /** As seen (orientation applied). */
  width: number;
  height: number;
  /** The master (WebP, not public) and its size. */
  master: { data: Buffer; width: number; height: number };
  variants: MadeFile[];
  og: MadeFile & { crop: ImageCrop };
}

export const refused = (code: 'file_type' | 'file_size' | 'file_unreadable', message: string) =>
  new ApiHttpError(422, 'validation_failed', message, { file: code });

const TYPE_MESSAGE = `Not an image the site takes: send a ${IMAGE_LIMITS_TEXT} (its content decides, not its name)`;
const SIZE_MESSAGE = `The image is too large: send a ${IMAGE_LIMITS_TEXT}`;
const UNREADABLE_MESSAGE = 'The image could not be read (cut short or damaged): save it again and send it again';

/** The format by the file's first bytes: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP). */
export async function sniffImage(file: string): Promise<InputFormat | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    const b = head.subarray(0, bytesRead);
    if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
    return null;
  } finally {
    await handle.close();
  }
}

/** Width and height as seen, from the header only; refuses what is not the sniffed format or is over the pixel limit. */
async function header(file: string, format: InputFormat): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('file_unreadable', UNREADABLE_MESSAGE);
  }
  if (meta.format !== format) throw refused('file_type', TYPE_MESSAGE);
  const { width, height } = meta;
  if (!width || !height) throw refused('file_unreadable', UNREADABLE_MESSAGE);
  if (width * height > IMAGE_MAX_PIXELS) throw refused('file_size', SIZE_MESSAGE);
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes once: oriented, at most MASTER_EDGE, in sRGB. A truncated or corrupt file is refused here. */
async function decode(file: string): Promise<Raw> {
  try {
    const { data, info } = await sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize({ width: MASTER_EDGE, height: 2 * MASTER_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw refused('file_size', SIZE_MESSAGE);
    throw refused('file_unreadable', UNREADABLE_MESSAGE);
  }
}

const fromRaw = (raw: Raw) =>
  sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }).timeout({ seconds: TIMEOUT_SECONDS });

/** Encoder settings: quality where the eye stops seeing a difference at these sizes, effort that fits one core. */
function encode(image: Sharp, format: ImageOutputFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 78, effort: 4 });
  // JPEG has no transparency: a transparent PNG is laid on white.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
}

/**
 * The widths made for a picture this wide: those it reaches, never enlarged; and its own width when it is narrower
 * than all, or below the largest and at least a quarter wider than the last it reaches (a 900 px portrait or logo is
 * also served at 900, not only at 480 to a screen that shows it 800 px wide; a 1000 px one has 960, near enough).
 */
export function widthsFor(width: number): number[] {
  const fit: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const last = fit.at(-1);
  return last === undefined || (width < IMAGE_WIDTHS.at(-1)! && width >= last * 1.25) ? [...fit, width] : fit;
}

async function variant(raw: Raw, width: number, format: ImageOutputFormat): Promise<MadeFile> {
  const { data, info } = await encode(fromRaw(raw).resize({ width, withoutEnlargement: true }), format).toBuffer({
    resolveWithObject: true,
  });
  return { name: imageVariantName(width, format), format, width: info.width, height: info.height, data };
}

/**
 * The 1200×630 link-preview picture for `crop` (pixels of the picture as seen, `seen` wide): the largest 1200:630 box
 * centred in it, scaled from the master.
 */
export async function ogFromMaster(master: Raw, seenWidth: number, crop: ImageCrop): Promise<MadeFile & { crop: ImageCrop }> {
  const scale = master.width / seenWidth;
  const box = ogBoxIn(crop);
  const left = Math.min(master.width - 1, Math.floor(box.x * scale));
  const top = Math.min(master.height - 1, Math.floor(box.y * scale));
  const region = {
    left,
    top,
    width: Math.max(1, Math.min(master.width - left, Math.round(box.width * scale))),
    height: Math.max(1, Math.min(master.height - top, Math.round(box.height * scale))),
  };
  const image = fromRaw(master).extract(region).resize({ width: IMAGE_OG.width, height: IMAGE_OG.height, fit: 'cover' });
  const data = await encode(image, 'jpeg').toBuffer();
  return { name: ogVariantName(crop), format: 'jpeg', width: IMAGE_OG.width, height: IMAGE_OG.height, data, crop };
}

/** The master's pixels again (a later crop). */
export async function decodeMaster(data: Buffer): Promise<Raw> {
  const out = await sharp(data).timeout({ seconds: TIMEOUT_SECONDS }).raw().toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height, channels: out.info.channels };
}

/** What an upload is, from its first bytes and its header: refused here (422 on `file`) before any decoding. */
export async function inspectImage(file: string): Promise<{ format: InputFormat; width: number; height: number }> {
  const format = await sniffImage(file);
  if (!format) throw refused('file_type', TYPE_MESSAGE);
  return { format, ...(await header(file, format)) };
}

/**
 * Every output of an inspected picture, one after the other (each a job on the thread pool). A file that turns out
 * damaged is refused (422 on `file`); `cropOf` gives the link-preview crop from the size as seen.
 */
export async function processImage(
  file: string,
  seen: { format: InputFormat; width: number; height: number },
  cropOf: (width: number, height: number) => ImageCrop,
): Promise<ProcessedImage> {
  const raw = await decode(file);
  const crop = cropOf(seen.width, seen.height);
  const variants: MadeFile[] = [];
  // A very tall picture's master may be narrower than the picture: widths follow what is really there.
  for (const width of widthsFor(Math.min(seen.width, raw.width)))
    for (const f of ['avif', 'webp', 'jpeg'] as const) variants.push(await variant(raw, width, f));
  const og = await ogFromMaster(raw, seen.width, crop);
  // Near-lossless WebP keeps the master small and its transparency; it is read again only for a new crop.
  const master = await fromRaw(raw).webp({ quality: 90, effort: 2 }).toBuffer();
  return { ...seen, master: { data: master, width: raw.width, height: raw.height }, variants, og };
}
