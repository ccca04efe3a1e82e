import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/secret-box.ts';

describe('secret box', () => {
  it('encrypts with a key (a fresh IV each time), reads back, and refuses a tampered value', () => {
    const box = createSecretBox('b'.repeat(64));
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    const parts = a.split(':');
    expect(() => box.open([...parts.slice(0, 3), 'AAAA' + parts[3]!.slice(4)].join(':'))).toThrow();
    expect(() => createSecretBox('c'.repeat(64)).open(a)).toThrow();
  });

  it('without a key stores plainly, marked so, and a key configured later still reads those', () => {
    const plain = createSecretBox(undefined);
    expect(plain.encrypted).toBe(false);
    expect(plain.seal('KEY')).toBe('plain:KEY');
    expect(createSecretBox(Buffer.alloc(32, 7).toString('base64')).open('plain:KEY')).toBe('KEY');
    expect(() => plain.open(createSecretBox('d'.repeat(64)).seal('KEY'))).toThrow(/STAFF_SECRET_KEY/);
    expect(() => createSecretBox('short')).toThrow(/32 bytes/);
  });
});
