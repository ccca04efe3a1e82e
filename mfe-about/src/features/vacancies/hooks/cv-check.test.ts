import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@tax/shared/forms';
import { CV_LIMIT_BYTES, checkCv, checkCvQuick } from './cv-check.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

describe('the CV check before upload', () => {
  it('uses the contract’s limit', () => {
    expect(CV_LIMIT_BYTES).toBe(CV_MAX_BYTES);
  });

  it('accepts PDF, DOC and DOCX by extension, MIME and content', async () => {
    expect(await checkCv(file(PDF, 'cv.pdf', 'application/pdf'))).toBeNull();
    expect(await checkCv(file(DOC, 'CV.DOC', 'application/msword'))).toBeNull();
    expect(await checkCv(file(ZIP, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBeNull();
    expect(await checkCv(file(PDF, 'cv.pdf', ''))).toBeNull();
  });

  it('refuses a missing, empty or too large file', async () => {
    expect(await checkCv(null)).toBe('file_required');
    expect(await checkCv(file(new Uint8Array(), 'cv.pdf', 'application/pdf'))).toBe('file_empty');
    expect(checkCvQuick({ name: 'cv.pdf', size: CV_LIMIT_BYTES + 1, type: 'application/pdf' })).toBe('file_size');
    expect(checkCvQuick({ name: 'cv.pdf', size: CV_LIMIT_BYTES, type: 'application/pdf' })).toBeNull();
  });

  it('refuses other types, a lying MIME type and a renamed file', async () => {
    expect(await checkCv(file(PNG, 'photo.png', 'image/png'))).toBe('file_type');
    expect(await checkCv(file(PDF, 'cv.pdf', 'image/png'))).toBe('file_type');
    expect(await checkCv(file(PNG, 'cv.pdf', 'application/pdf'))).toBe('file_type');
    expect(await checkCv(file(PDF, 'cv.docx', ''))).toBe('file_type');
  });
});
