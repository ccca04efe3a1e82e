import { describe, expect, it } from 'vitest';
import { documentSlugOf, labelOfAddress, versionAddress } from './get-document.ts';

describe('documentSlugOf (which document a previous version page is of)', () => {
  it('reads the document from the address in every language', () => {
    expect(documentSlugOf('/ustav/versions/3.0')).toBe('ustav');
    expect(documentSlugOf('/ru/oferta/versions/2026.1')).toBe('oferta');
    expect(documentSlugOf('/en/privacy/versions/1')).toBe('privacy');
    expect(documentSlugOf('/accessibility/versions/1.2/')).toBe('accessibility');
  });
});

describe('a version label in its page address', () => {
  it('never ends like a file name and reads back to the label', () => {
    for (const label of ['3.0', '2026.1', '4a', '1.2.3']) {
      expect(versionAddress(label)).not.toMatch(/\.[a-z0-9]{1,5}$/i);
      expect(labelOfAddress(versionAddress(label))).toBe(label);
    }
  });
});
