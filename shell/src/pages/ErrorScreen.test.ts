import { describe, expect, it } from 'vitest';
import { wordsOfPath } from './ErrorScreen.tsx';

describe('the words a not-found page searches for', () => {
  it("are the address's last part, its letters and digits in any script", () => {
    expect(wordsOfPath('/ru/news/tax-deadline-2026')).toBe('tax deadline 2026');
    expect(wordsOfPath('/services/e_faktura/')).toBe('e faktura');
    expect(wordsOfPath('/ru/%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3')).toBe('налог');
    expect(wordsOfPath('/soliq-toʻlovchi')).toBe('soliq toʻlovchi');
  });

  it('are empty or clipped for an address with nothing to search for', () => {
    expect(wordsOfPath('/')).toBe('');
    expect(wordsOfPath('/en/%E0%A4%A')).toBe('E0 A4 A');
    expect(wordsOfPath('/<script>alert(1)</script>')).toBe('script');
    expect(wordsOfPath(`/${'a-'.repeat(100)}`).length).toBeLessThanOrEqual(80);
  });
});
