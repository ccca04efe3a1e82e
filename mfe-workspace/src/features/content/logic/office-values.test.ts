import { describe, expect, it } from 'vitest';
import {
  emptyOfficeValues,
  officeContentFromValues,
  officeErrorCodes,
  officeValuesFromItem,
  type OfficeFormValues,
} from './office-values.ts';

const filled = (): OfficeFormValues => ({
  ...emptyOfficeValues(),
  slug: 'chilonzor',
  phones: '+998 71 200 00 01\n\n 71 200-00-02 ',
  email: 'chilonzor@soliqservis.example',
  lat: '41,2756',
  lng: '69.2034',
  texts: {
    uz: { name: 'Chilonzor ofisi', address: 'Toshkent shahri, Bunyodkor 1' },
    ru: { name: 'Офис Чиланзар', address: 'г. Ташкент, Бунёдкор 1' },
    en: { name: '', address: '' },
  },
});

describe('office form values', () => {
  it('a new office is open Monday to Friday with lunch, closed at the weekend, and reads back unchanged', () => {
    const values = filled();
    const content = officeContentFromValues(values);
    expect(content.week.mon).toEqual({ open: '09:00', close: '18:00', lunch: { start: '13:00', end: '14:00' } });
    expect(content.week.sat).toBeNull();
    expect(content.phones).toEqual(['+998 71 200 00 01', '71 200-00-02']);
    expect(content.lat).toBe(41.2756);
    expect(Object.keys(content.texts)).toEqual(['uz', 'ru']);
    expect(officeErrorCodes(values)).toEqual({});
    const back = officeValuesFromItem({ slug: 'chilonzor', draft: content as never });
    expect(officeContentFromValues(back)).toEqual(content);
  });

  it('a day without lunch, a closure with its reasons, and the errors where the editor typed', () => {
    const values = filled();
    values.week.fri = { closed: false, open: '09:00', close: '17:00', lunchStart: '', lunchEnd: '' };
    values.closures = [{ date: '2026-12-07', uz: 'Sanitariya kuni', ru: 'Санитарный день', en: '' }];
    expect(officeContentFromValues(values).week.fri).toEqual({ open: '09:00', close: '17:00', lunch: null });
    expect(officeContentFromValues(values).closures).toEqual([
      { date: '2026-12-07', reason: { uz: 'Sanitariya kuni', ru: 'Санитарный день' } },
    ]);
    expect(officeErrorCodes(values)).toEqual({});

    values.closures[0]!.ru = '';
    values.week.tue = { ...values.week.tue, close: '08:00' };
    values.week.wed = { ...values.week.wed, lunchEnd: '19:00' };
    values.lat = '55.75';
    expect(officeErrorCodes(values)).toMatchObject({
      'closures.0.ru': 'required',
      'week.tue.close': 'invalid',
      'week.wed.lunchEnd': 'invalid',
      lat: 'invalid',
    });
  });
});
