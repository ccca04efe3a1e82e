/**
 * What a CV file really is, from its bytes (never from its name or declared type):
 * PDF (%PDF-), DOC (OLE2 compound file with a WordDocument stream), DOCX (zip with word/document.xml).
 */
export type CvType = 'pdf' | 'doc' | 'docx';
export const CV_MIME: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_DOCUMENT_UTF16 = Buffer.from('WordDocument', 'utf16le');

export function detectCvType(buf: Buffer): CvType | null {
  if (buf.length < 8) return null;
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-')
    return buf.includes('%%EOF', Math.max(0, buf.length - 2048), 'latin1') ? 'pdf' : null;
  if (buf.subarray(0, 8).equals(OLE)) return buf.includes(WORD_DOCUMENT_UTF16) ? 'doc' : null;
  if (buf.readUInt32LE(0) === 0x04034b50) return zipEntryNames(buf)?.includes('word/document.xml') ? 'docx' : null;
  return null;
}

/** Names in a zip's central directory, or null when it is not a readable zip. */
export function zipEntryNames(buf: Buffer): string[] | null {
  // End of central directory: signature 0x06054b50, at most 64 KiB of comment from the end.
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLen = buf.readUInt16LE(offset + 28);
    const extraLen = buf.readUInt16LE(offset + 30);
    const commentLen = buf.readUInt16LE(offset + 32);
    if (offset + 46 + nameLen > buf.length) return null;
    names.push(buf.subarray(offset + 46, offset + 46 + nameLen).toString('utf8'));
    offset += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** A file name safe for Content-Disposition and storage. */
export function safeFileName(name: string | undefined, type: CvType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim()
      .slice(0, 100) || 'cv';
  return `${stem}.${type}`;
}
