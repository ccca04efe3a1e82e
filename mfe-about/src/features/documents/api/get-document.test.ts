import { describe, expect, it } from 'vitest';
import { documentSlugOf } from './get-document.ts';

describe('documentSlugOf (which document a previous version page is of)', () => {
  it('reads the document from the address in every language', () => {
    expect(documentSlugOf('/ustav/versions/3.0')).toBe('ustav');
    expect(documentSlugOf('/ru/oferta/versions/2026.1')).toBe('oferta');
    expect(documentSlugOf('/en/privacy/versions/1')).toBe('privacy');
    expect(documentSlugOf('/accessibility/versions/1.2/')).toBe('accessibility');
  });
});
