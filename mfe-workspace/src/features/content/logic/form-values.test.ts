import { describe, expect, it } from 'vitest';
import {
  contentFromValues,
  emptyNewsValues,
  localeOfPath,
  newsErrorCodes,
  tashkentToday,
  valuesFromItem,
  type NewsFormValues,
} from './form-values.ts';

const written = (): NewsFormValues => {
  const values = emptyNewsValues(new Date('2026-11-27T10:00:00Z'));
  values.slug = 'new-tax-office';
  values.texts.uz = { title: 'Yangi ofis ochildi', summary: 'Qisqacha', body: '<p>Matn</p>' };
  return values;
};

describe('the news form', () => {
  it("starts on today's Tashkent date, which is tomorrow's UTC date after 19:00 UTC", () => {
    expect(tashkentToday(new Date('2026-11-27T18:59:00Z'))).toBe('2026-11-27');
    expect(tashkentToday(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-28');
  });

  it('sends only the languages written in, and a written item passes the contract', () => {
    const values = written();
    expect(contentFromValues(values)).toEqual({
      date: '2026-11-27',
      topic: 'announcements',
      texts: { uz: { title: 'Yangi ofis ochildi', summary: 'Qisqacha', body: '<p>Matn</p>' } },
    });
    expect(newsErrorCodes(values)).toEqual({});
  });

  it("refuses what the API's schema refuses, by field path: a short title in Russian, a bad slug, a body left empty", () => {
    const values = written();
    values.slug = 'Bad Slug!';
    values.texts.ru = { title: 'Да', summary: 'Кратко', body: '' };
    const errors = newsErrorCodes(values);
    expect(errors['texts.ru.title']).toBe('too_short');
    expect(errors['texts.ru.body']).toBe('required');
    expect(errors.slug).toBe('invalid');
    expect(errors['texts.uz.title']).toBeUndefined();
    expect(localeOfPath('texts.ru.title')).toBe('ru');
    expect(localeOfPath('slug')).toBeNull();
  });

  it('nothing written in any language asks for the Uzbek title; a date that is no date is refused', () => {
    const values = emptyNewsValues();
    values.slug = 'abc';
    values.date = '2026-13-40';
    const errors = newsErrorCodes(values);
    expect(errors['texts.uz.title']).toBe('required');
    expect(errors.date).toBeDefined();
  });

  it('an item from the API fills the missing languages with empty fields', () => {
    const values = valuesFromItem({
      slug: 'x-1',
      draft: { date: '2026-11-01', topic: 'events', texts: { en: { title: 'Open day', summary: 'S', body: '<p>B</p>' } } },
    });
    expect(values.texts.uz).toEqual({ title: '', summary: '', body: '' });
    expect(values.texts.en.title).toBe('Open day');
  });

  it('sends a video address only when one is given, and refuses another site beside the field', () => {
    const values = written();
    values.video = '  ';
    expect(contentFromValues(values)).not.toHaveProperty('video');
    values.video = 'https://www.youtube.com/shorts/dQw4w9WgXcQ';
    expect(contentFromValues(values)).toMatchObject({ video: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' });
    expect(newsErrorCodes(values)).toEqual({});
    values.video = 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ';
    expect(newsErrorCodes(values)).toEqual({ video: 'invalid' });
  });
});
