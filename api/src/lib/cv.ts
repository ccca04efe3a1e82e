/**
 * What a CV file really is, from its bytes (never from its name or declared type):
 * PDF (%PDF-), DOC (OLE2 compound file with a WordDocument stream), DOCX (zip with word/document.xml).
 */
import { inflateSync } from 'node:zlib';
import { unzipSync, type UnzipFileInfo } from 'fflate';

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
  if (buf.readUInt32LE(0) === 0x04034b50) return zipEntries(buf)?.some((e) => e.name === 'word/document.xml') ? 'docx' : null;
  return null;
}

/**
 * Why a CV of this type must be refused for what it carries (null when it carries nothing active). Staff open
 * these files on office machines: a PDF that runs JavaScript or launches programs, a file that is HTML as well
 * (it would run as a page wherever it is served inline), a Word file with macros, embedded programs or a remote
 * template is a way into the enterprise's network.
 */
export function activeContent(buf: Buffer, type: CvType): string | null {
  if (HTML_MARKERS.test(buf.toString('latin1'))) return 'HTML or script inside the file';
  if (type === 'pdf') return pdfActiveContent(buf);
  if (type === 'docx') return docxActiveContent(buf);
  return oleActiveContent(buf);
}

const HTML_MARKERS = /<(?:!doctype\s+html|html[\s>]|script[\s>]|iframe[\s>]|body[\s>]|svg[\s>]|object[\s>]|embed[\s>])|javascript:/i;

/** PDF names that run code, open other files or programs, or carry files (decoded: `/J#61vaScript` is /JavaScript). */
const PDF_ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);
/** All PDF streams inflated together stop here: a compression bomb must not exhaust memory. */
const PDF_INFLATE_BUDGET = 20 * 1024 * 1024;

function pdfActiveContent(buf: Buffer): string | null {
  const texts = [buf.toString('latin1')];
  // Objects can hide in compressed object streams: look inside every Flate stream as well.
  let budget = PDF_INFLATE_BUDGET;
  const streamRe = /stream\r?\n/g;
  const raw = texts[0]!;
  for (let m = streamRe.exec(raw); m && budget > 0; m = streamRe.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const out = inflateSync(buf.subarray(start, end), { maxOutputLength: budget });
      budget -= out.length;
      texts.push(out.toString('latin1'));
    } catch {
      // Not Flate, or cut short: its bytes were already looked at as they are.
    }
    streamRe.lastIndex = end;
  }
  for (const text of texts) {
    if (text !== texts[0] && HTML_MARKERS.test(text)) return 'HTML or script inside the file';
    for (const m of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
      const name = (m[1] ?? '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (PDF_ACTIVE_NAMES.has(name)) return `PDF ${name === 'AA' ? 'automatic actions' : `/${name}`}`;
    }
  }
  return null;
}

const OFFICE_ACTIVE_ENTRY =
  /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|(?:^|\/)activeX\/|(?:^|\/)embeddings\/|\.(?:bin|exe|dll|com|bat|cmd|scr|msi|jse?|vbe?s?|wsf|ps1|jar|hta|lnk|cpl)$/i;

function docxActiveContent(buf: Buffer): string | null {
  const entries = zipEntries(buf);
  if (!entries) return 'not a readable zip';
  const active = entries.find((e) => OFFICE_ACTIVE_ENTRY.test(e.name));
  if (active) return `Office part ${active.name}`;
  // Small XML parts only: the content types (macro-enabled documents) and the relationships (remote templates).
  const parts = unzipSync(buf, {
    filter: (f: UnzipFileInfo) => (f.name === '[Content_Types].xml' || /_rels\/[^/]*\.rels$/.test(f.name)) && f.originalSize <= 1024 * 1024,
  });
  for (const [name, data] of Object.entries(parts)) {
    const xml = Buffer.from(data).toString('utf8');
    if (name === '[Content_Types].xml' && /macroEnabled|vbaProject|oleObject/i.test(xml)) return 'macro-enabled or embedded content';
    if (/TargetMode\s*=\s*["']External["']/i.test(xml) && /attachedTemplate|oleObject|frame|subDocument/i.test(xml))
      return 'a remote template or object';
  }
  return null;
}

/** OLE2 storage and stream names of macros and embedded objects or files (packager, equation editor). */
const OLE_ACTIVE_NAMES = ['Macros', '_VBA_PROJECT', 'VBA', 'Ole10Native', 'Equation Native', 'ObjectPool'];

function oleActiveContent(buf: Buffer): string | null {
  for (const name of OLE_ACTIVE_NAMES) {
    const needle = Buffer.from(name, 'utf16le');
    // A directory entry: 128 bytes, 128-aligned after the 512-byte header, its name's byte length (with the
    // terminating NUL) at offset 64. Checking the place and the length tells an entry from the same letters in text.
    for (let i = buf.indexOf(needle); i >= 0; i = buf.indexOf(needle, i + 1)) {
      if (i >= 512 && i % 128 === 0 && i + 66 <= buf.length && buf.readUInt16LE(i + 64) === needle.length + 2) return `Office ${name}`;
    }
  }
  return null;
}

/** The entries of a zip (names and sizes, nothing inflated), or null when it is not a readable zip. */
export function zipEntries(buf: Buffer): UnzipFileInfo[] | null {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(buf, {
      filter: (f) => {
        entries.push(f);
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
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
