/**
 * Word CVs read part by part. DOCX: every part of the zip inflated (fflate, a slice at a time, so a part that
 * unpacks to hundreds of megabytes is stopped at the limit, not inflated whole), the parts that the zip's central
 * directory lists must all be among those read, and every XML part is looked at: fields that fetch or run something
 * (DDE, DDEAUTO, INCLUDETEXT, INCLUDEPICTURE, LINK, IMPORT, in `fldSimple` or in `instrText` runs, whatever
 * part holds them), relationships to anything outside the file other than hyperlinks, macros and embedded programs.
 * DOC (Word 97-2003): read with a compound-file reader (cfb); macros, embedded objects and the same fields refused.
 */
import * as CFB from 'cfb';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { CvVerdict } from './cv-verdict.ts';

export interface OfficeLimits {
  /** Bytes one part may unpack to (default 20 MB). */
  partUnpacked: number;
  /** Bytes all parts may unpack to together (default 50 MB). */
  totalUnpacked: number;
  /** Parts in the zip (default 1000). */
  parts: number;
}
export const OFFICE_LIMITS: OfficeLimits = { partUnpacked: 20 * 1024 * 1024, totalUnpacked: 50 * 1024 * 1024, parts: 1000 };
/** Compressed bytes given to the inflater at a time: what one step can unpack stays around 16 MB at most. */
const SLICE = 16 * 1024;

const ACTIVE_PART =
  /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|(?:^|\/)activeX\/|(?:^|\/)embeddings\/|\.(?:bin|exe|dll|com|bat|cmd|scr|msi|jse?|vbe?s?|wsf|ps1|jar|hta|lnk|cpl)$/i;
/** Fields that run a program (DDE) or fetch a file or address when the document is opened or updated. */
const ACTIVE_FIELD = /^(?:DDE|DDEAUTO|INCLUDETEXT|INCLUDEPICTURE|INCLUDE|LINK|IMPORT)$/i;
const DDE_ANYWHERE = /\bDDE(?:AUTO)?\b/i;

class Refusal extends Error {
  constructor(
    readonly code: 'file_active' | 'file_unreadable',
    reason: string,
  ) {
    super(reason);
  }
}

export function checkDocx(buf: Uint8Array, limits: OfficeLimits = OFFICE_LIMITS): CvVerdict {
  try {
    const parts = readParts(buf, limits);
    if (!parts.has('word/document.xml')) return { ok: false, code: 'file_type', reason: 'no word/document.xml' };
    for (const [name, data] of parts) {
      if (ACTIVE_PART.test(name)) throw new Refusal('file_active', `Office part ${name}`);
      if (!/\.(?:xml|rels)$/i.test(name)) continue;
      const xml = Buffer.from(data).toString('utf8');
      if (name === '[Content_Types].xml' && /macroEnabled|vbaProject|oleObject|activeX/i.test(xml))
        throw new Refusal('file_active', 'macro-enabled or embedded content');
      if (name.endsWith('.rels')) externalRelationship(xml, name);
      activeField(xml, name);
    }
    return { ok: true, type: 'docx' };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, reason: error.message };
    return { ok: false, code: 'file_type', reason: `not a readable zip: ${(error as Error).message}` };
  }
}

/** Every part's bytes, read within the limits. */
function readParts(buf: Uint8Array, limits: OfficeLimits): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  let total = 0;
  let failure: Refusal | undefined;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (parts.size >= limits.parts) failure = new Refusal('file_unreadable', `more than ${limits.parts} parts`);
    if (parts.has(file.name)) failure = new Refusal('file_unreadable', `part ${file.name} twice`);
    if (failure) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    parts.set(file.name, new Uint8Array());
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new Refusal('file_unreadable', `part ${file.name}: ${err.message}`);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.partUnpacked || total > limits.totalUnpacked) {
        failure = new Refusal('file_unreadable', `part ${file.name} unpacks to more than allowed`);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) parts.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < buf.length; at += SLICE) {
    unzip.push(buf.subarray(at, at + SLICE), at + SLICE >= buf.length);
    if (failure) throw failure;
  }
  // Word reads the parts the central directory lists: each must be one of those read above (a part hidden after
  // bytes that end the sequential reading would otherwise go unchecked).
  const listed: string[] = [];
  unzipSync(buf, {
    filter: (f) => {
      listed.push(f.name);
      return false;
    },
  });
  const missing = listed.find((name) => !parts.has(name));
  if (missing !== undefined) throw new Refusal('file_unreadable', `part ${missing} is listed but could not be read`);
  return parts;
}

/** XML text with its character references and the five named entities decoded. */
const decodeXml = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);

function attributes(tag: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of tag.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    map.set(m[1]!.replace(/^[\w.-]+:/, ''), decodeXml(m[2] ?? m[3] ?? ''));
  return map;
}

/**
 * Hyperlinks to the outside are what a CV has (a portfolio, a profile): allowed. Any other relationship to an
 * outside target (a template, a frame, an OLE object, a sub-document, an image fetched on opening) makes Word
 * reach out, to the internet or to a share whose server learns the staff member's Windows credentials: refused.
 */
function externalRelationship(xml: string, name: string): void {
  for (const m of xml.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const a = attributes(m[0]);
    if (a.get('TargetMode')?.trim().toLowerCase() !== 'external') continue;
    if ((a.get('Type') ?? '').endsWith('/hyperlink') && !/^\s*(?:file:|\\\\)/i.test(a.get('Target') ?? '')) continue;
    throw new Refusal('file_active', `external ${a.get('Type')?.split('/').pop() ?? 'relationship'} in ${name}`);
  }
}

/** The field instructions of a part, from `fldSimple` and from the `instrText` runs between field begin marks. */
function activeField(xml: string, name: string): void {
  const fields: string[] = [];
  let current: string[] | undefined;
  const re =
    /<(?:[\w.-]+:)?fldSimple\b[^>]*>|<(?:[\w.-]+:)?fldChar\b[^>]*>|<(?:[\w.-]+:)?instrText\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?instrText>/g;
  for (const m of xml.matchAll(re)) {
    const tag = m[0];
    if (/^<(?:[\w.-]+:)?fldSimple\b/.test(tag)) fields.push(attributes(tag).get('instr') ?? '');
    else if (/^<(?:[\w.-]+:)?fldChar\b/.test(tag)) {
      // A field begins (the instruction of an outer field, if any, is kept as read so far) or its instruction ends.
      if (current) fields.push(current.join(''));
      current = attributes(tag).get('fldCharType') === 'begin' ? [] : undefined;
    } else (current ??= []).push(decodeXml(m[1] ?? ''));
  }
  if (current) fields.push(current.join(''));
  for (const field of fields) {
    const code = field.trim().split(/[\s"\\]/)[0] ?? '';
    if (ACTIVE_FIELD.test(code) || DDE_ANYWHERE.test(field)) throw new Refusal('file_active', `field ${code.toUpperCase()} in ${name}`);
  }
}

/** OLE2 storage and stream names of macros and embedded objects or files (packager, equation editor). */
const OLE_ACTIVE_NAMES = new Set(['Macros', '_VBA_PROJECT', 'VBA', '_VBA_PROJECT_CUR', 'Ole10Native', 'Equation Native', 'ObjectPool']);
/** A field's code right after its begin mark (character 0x13) in a Word 97 document's text. */
const DOC_FIELD_CODE = /^\s*(?:DDE|DDEAUTO|INCLUDETEXT|INCLUDEPICTURE|INCLUDE|LINK|IMPORT)\b/i;
const FIELD_BEGIN = String.fromCharCode(0x13);
/** Whether any field in the text (8-bit, or UTF-16 at either byte alignment) runs or fetches something. */
const hasDocField = (text: string) =>
  text
    .split(FIELD_BEGIN)
    .slice(1)
    .some((after) => DOC_FIELD_CODE.test(after));

export function checkDoc(buf: Uint8Array): CvVerdict {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength), { type: 'buffer' });
  } catch (error) {
    return { ok: false, code: 'file_type', reason: `not a readable compound file: ${(error as Error).message}` };
  }
  const word = container.FileIndex.find((e) => e.name === 'WordDocument' && e.type === 2);
  if (!word) return { ok: false, code: 'file_type', reason: 'no WordDocument stream' };
  const active = container.FileIndex.find((e) => OLE_ACTIVE_NAMES.has(e.name));
  if (active) return { ok: false, code: 'file_active', reason: `Office ${active.name}` };
  const text = Buffer.from(word.content as Uint8Array);
  if (hasDocField(text.toString('latin1')) || hasDocField(text.toString('utf16le')) || hasDocField(text.subarray(1).toString('utf16le')))
    return { ok: false, code: 'file_active', reason: 'a field that runs or fetches something' };
  return { ok: true, type: 'doc' };
}
