/**
 * What a CV file really is, from its bytes (never from its name or declared type): PDF (%PDF-), DOC (an OLE2
 * compound file), DOCX (a zip); and whether it may be kept. Staff open these files on office machines: a PDF that
 * runs JavaScript or launches programs, a file that is HTML as well (it would run as a page wherever it is served
 * inline), a Word file with macros, embedded programs, fields that run or fetch something or a remote template is
 * a way into the enterprise's network. The checks read the whole file with real parsers (files/cv-pdf.ts,
 * files/cv-office.ts) and run on a worker thread (files/cv-checker.ts), never on the server's main thread.
 */
import { checkDoc, checkDocx } from '../files/cv-office.ts';
import { checkPdf } from '../files/cv-pdf.ts';
import type { CvType, CvVerdict } from '../files/cv-verdict.ts';

export type { CvType, CvVerdict };
export const CV_MIME: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The type the first bytes claim (the checks then read the whole file as that type). */
export function detectCvType(buf: Buffer): CvType | null {
  if (buf.length < 8) return null;
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-')
    return buf.includes('%%EOF', Math.max(0, buf.length - 2048), 'latin1') ? 'pdf' : null;
  if (buf.subarray(0, 8).equals(OLE)) return 'doc';
  if (buf.readUInt32LE(0) === 0x04034b50) return 'docx';
  return null;
}

const HTML_MARKERS = /<(?:!doctype\s+html|html[\s>]|script[\s>]|iframe[\s>]|body[\s>]|svg[\s>]|object[\s>]|embed[\s>])|javascript:/i;

/** Whether the file is a PDF or Word CV with nothing in it that can act, and if not, why. */
export async function checkCv(buf: Buffer): Promise<CvVerdict> {
  const type = detectCvType(buf);
  if (!type) return { ok: false, code: 'file_type', reason: 'not a PDF, DOC or DOCX file' };
  if (HTML_MARKERS.test(buf.toString('latin1'))) return { ok: false, code: 'file_active', reason: 'HTML or script inside the file' };
  if (type === 'pdf') return checkPdf(buf);
  if (type === 'docx') return checkDocx(buf);
  return checkDoc(buf);
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
