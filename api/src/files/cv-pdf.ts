/**
 * A PDF CV read by a real parser (pdf-lib's, which reads every object of the file in order, object streams
 * included, whatever the cross-reference table says) and refused when anything in it can act: run a script, launch
 * a program, open or submit to another file or address, or carry files. Names are compared after the parser has
 * read them (NUL is white space to it, as to every PDF reader) and after `#xx` escapes are decoded in either case.
 */
import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFObjectParser,
  PDFParser,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import type { CvVerdict } from './cv-verdict.ts';

/** Names that run code, open or submit to other files or programs, or carry files. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  // Automatic actions (on opening a page, focusing a field): a CV has no use for them.
  'AA',
]);

export interface PdfLimits {
  /** Bytes that all streams of a file may unpack to together (default 20 MB). */
  totalUnpacked: number;
  /** Bytes that one stream may unpack to (default 20 MB). */
  streamUnpacked: number;
}
export const PDF_LIMITS: PdfLimits = { totalUnpacked: 20 * 1024 * 1024, streamUnpacked: 20 * 1024 * 1024 };
const CHUNK = 64 * 1024;

class Unreadable extends Error {}

/** A name as a reader sees it: escapes decoded (pdf-lib decodes upper-case hex only; readers take both cases). */
const normalName = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function checkPdf(buf: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<CvVerdict> {
  try {
    // First a cheap bound with native zlib on every Flate stream as it sits in the file, so a compression bomb is
    // refused before the parser (which inflates object streams whole) meets it.
    boundFlateStreams(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength), limits.totalUnpacked);
    const context = await PDFParser.forBytesWithOptions(buf, Infinity, false).parseDocument();
    const objects = context.enumerateIndirectObjects();
    if (objects.length === 0) return { ok: false, code: 'file_type', reason: 'no PDF objects' };
    // Encrypted strings and streams (object streams too) cannot be read without the key: nothing could be checked.
    if (context.trailerInfo.Encrypt) return { ok: false, code: 'file_unreadable', reason: 'encrypted PDF' };
    const walker = new Walker(limits);
    for (const object of [context.trailerInfo.Info, ...objects.map(([, o]) => o)]) {
      const found = walker.visit(object);
      if (found) return { ok: false, code: 'file_active', reason: `PDF /${found}` };
    }
    const hidden = objectStreamsAsWritten(buf, context, walker);
    if (hidden) return { ok: false, code: 'file_active', reason: `PDF /${hidden}` };
    return { ok: true, type: 'pdf' };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, code: 'file_unreadable', reason: error.message };
    return { ok: false, code: 'file_type', reason: `not a readable PDF: ${(error as Error).message}` };
  }
}

/**
 * The parser puts the objects of an object stream in their place and drops the stream itself; one it cannot read
 * (no /N or /First, say) is dropped whole, though other readers may read it. So every object as written in the file
 * is read again on its own, and each object stream's decoded contents are looked at as well.
 */
function objectStreamsAsWritten(buf: Uint8Array, context: PDFContext, walker: Walker): string | null {
  const raw = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1');
  for (const m of raw.matchAll(/\d+[\s\0]+\d+[\s\0]+obj\b/g)) {
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(buf.subarray(m.index + m[0].length), context).parseObject();
    } catch {
      continue;
    }
    if (!(object instanceof PDFRawStream)) continue;
    const type = object.dict.get(PDFName.of('Type'));
    if (type instanceof PDFName && normalName(type) === 'ObjStm') {
      const found = walker.visit(object);
      if (found) return found;
    }
  }
  return null;
}

function boundFlateStreams(buf: Buffer, budget: number): void {
  const raw = buf.toString('latin1');
  const streamRe = /stream\r?\n/g;
  let left = budget;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      // One byte more than what is left: reaching it means the budget is spent.
      left -= inflateSync(buf.subarray(start, end), { maxOutputLength: left + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') left = -1;
      // Else not Flate, or cut short: the parser reads it below.
    }
    if (left < 0) throw new Unreadable(`streams unpack to more than ${budget} bytes`);
    streamRe.lastIndex = end;
  }
}

class Walker {
  private unpacked = 0;
  private seen = new Set<PDFObject>();
  constructor(private readonly limits: PdfLimits) {}

  /** The first active name in the object, its dictionaries, arrays and stream contents, or null. */
  visit(object: PDFObject | undefined): string | null {
    if (!object || this.seen.has(object)) return null;
    this.seen.add(object);
    if (object instanceof PDFName) {
      const name = normalName(object);
      return ACTIVE_NAMES.has(name) ? name : null;
    }
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) {
        const found = this.visit(item);
        if (found) return found;
      }
      return null;
    }
    if (object instanceof PDFRawStream) return this.visit(object.dict) ?? this.streamContents(object);
    if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const found = this.visit(key) ?? this.visit(value);
        if (found) return found;
      }
    }
    return null;
  }

  /**
   * A stream decoded by the parser's own filters (Flate, LZW, ASCIIHex, ASCII85, RunLength), a chunk at a time
   * within the limits, and its names looked at: objects can hide in a stream the parser did not take for an object
   * stream (its /Type written in a way only other readers accept).
   */
  private streamContents(stream: PDFRawStream): string | null {
    let decoded;
    try {
      decoded = decodePDFRawStream(stream);
    } catch {
      // An image codec (DCT, JPX, CCITT, JBIG2): pictures, not objects.
      return null;
    }
    const parts: string[] = [];
    let size = 0;
    for (;;) {
      const chunk = decoded.getBytes(CHUNK);
      if (chunk.length === 0) break;
      size += chunk.length;
      this.unpacked += chunk.length;
      if (size > this.limits.streamUnpacked || this.unpacked > this.limits.totalUnpacked)
        throw new Unreadable(`streams unpack to more than ${this.limits.totalUnpacked} bytes`);
      parts.push(Buffer.from(chunk).toString('latin1'));
    }
    // NUL and the other white space end a name, as in the parser.
    for (const m of parts.join('').matchAll(/\/([^\s\0/[\]<>(){}%]+)/g)) {
      const name = (m[1] ?? '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (ACTIVE_NAMES.has(name)) return name;
    }
    return null;
  }
}
