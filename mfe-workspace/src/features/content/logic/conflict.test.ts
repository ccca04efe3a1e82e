import { describe, expect, it } from 'vitest';
import { conflictFields, mineAsText, plainText } from './conflict.ts';
import { emptyNewsValues } from './form-values.ts';

const base = () => {
  const values = emptyNewsValues(new Date('2026-11-27T10:00:00Z'));
  values.texts.uz = { title: 'Soliq xizmati', summary: 'Qisqa', body: '<p>Birinchi xatboshi.</p><p>Ikkinchi.</p>' };
  return values;
};

describe('a conflict between my text and the one saved meanwhile', () => {
  it('lists only the fields that differ, each with both texts and a word diff from theirs to mine', () => {
    const mine = base();
    const theirs = base();
    mine.texts.uz.title = 'Soliq xizmati yangiliklari';
    theirs.texts.uz.body = '<p>Birinchi xatboshi.</p><p>Ikkinchi, tahrirlangan.</p>';
    theirs.topic = 'events';
    const fields = conflictFields(mine, theirs);
    expect(fields.map((field) => field.path)).toEqual(['topic', 'texts.uz.title', 'texts.uz.body']);
    const title = fields.find((field) => field.path === 'texts.uz.title');
    expect(title?.mine).toBe('Soliq xizmati yangiliklari');
    expect(title?.theirs).toBe('Soliq xizmati');
    expect(title?.parts.filter((part) => part.added).map((part) => part.text.trim())).toEqual(['yangiliklari']);
    const body = fields.find((field) => field.path === 'texts.uz.body');
    expect(body?.theirs).toBe('Birinchi xatboshi.\nIkkinchi, tahrirlangan.');
    expect(body?.parts.some((part) => part.removed && part.text.includes('tahrirlangan'))).toBe(true);
  });

  it('has nothing to show when both are the same', () => {
    expect(conflictFields(base(), base())).toEqual([]);
  });

  it('copies my text as plain words, language by language', () => {
    const mine = base();
    mine.texts.en = { title: 'Tax service', summary: '', body: '<p>A &amp; B</p>' };
    const text = mineAsText(mine, (locale) => locale.toUpperCase());
    expect(text).toContain('## UZ\n\nSoliq xizmati\n\nQisqa\n\nBirinchi xatboshi.\nIkkinchi.');
    expect(text).toContain('## EN\n\nTax service\n\nA & B');
    expect(plainText('<h2>T</h2><ul><li>a</li><li>b</li></ul>')).toBe('T\na\nb');
  });
});
