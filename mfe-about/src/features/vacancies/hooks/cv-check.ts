import type { FieldErrorCode } from '@tax/shared';

/** The same limit as the API's (CV_MAX_BYTES in the contract: 5 MiB); kept here so the routes chunk stays small. */
export const CV_LIMIT_BYTES = 5 * 1024 * 1024;

const MIME: Record<string, string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};
// Browsers leave the type empty, or generic, for files they do not know.
const GENERIC_MIME = new Set(['', 'application/octet-stream']);

const MAGIC: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // zip
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What can be told without reading the file: presence, size, extension and MIME type. */
export function checkCvQuick(file: Pick<File, 'name' | 'size' | 'type'> | null): FieldErrorCode | null {
  if (!file) return 'file_required';
  if (file.size === 0) return 'file_empty';
  if (file.size > CV_LIMIT_BYTES) return 'file_size';
  const ext = extensionOf(file.name);
  const types = MIME[ext];
  if (!types) return 'file_type';
  if (!GENERIC_MIME.has(file.type) && !types.includes(file.type)) return 'file_type';
  return null;
}

/** Whether the file's first bytes are those of the type its extension claims. */
export function magicMatches(ext: string, head: Uint8Array): boolean {
  const magic = MAGIC[ext];
  return !!magic && magic.every((byte, index) => head[index] === byte);
}

/** The full check before upload: the quick one, then the magic bytes. */
export async function checkCv(file: File | null): Promise<FieldErrorCode | null> {
  const quick = checkCvQuick(file);
  if (quick || !file) return quick;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return magicMatches(extensionOf(file.name), head) ? null : 'file_type';
}
