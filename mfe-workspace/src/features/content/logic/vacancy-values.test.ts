import { describe, expect, it } from 'vitest';
import { conflictFields } from './conflict.ts';
import { vacancyLogic } from './content-types.ts';
import {
  emptyVacancyValues,
  vacancyContentFromValues,
  vacancyErrorCodes,
  vacancyValuesFromItem,
  type VacancyFormValues,
} from './vacancy-values.ts';

const written = (): VacancyFormValues => {
  const values = emptyVacancyValues(new Date('2026-11-27T20:00:00Z'));
  values.slug = 'tax-inspector';
  values.texts.uz = {
    title: 'Soliq inspektori',
    employment: 'Toʻliq stavka',
    duties: 'Tekshirish\nHisobot',
    requirements: 'Oliy maʼlumot',
  };
  return values;
};

describe('the vacancy form', () => {
  it('closes a month after the Tashkent day it starts on', () => {
    // 20:00 UTC on the 27th is already the 28th in Tashkent.
    expect(emptyVacancyValues(new Date('2026-11-27T20:00:00Z')).deadline).toBe('2026-12-28');
  });

  it('sends the sums as numbers (spaces allowed), none for "by agreement", only the languages written', () => {
    const values = written();
    values.salaryFrom = '8 000 000';
    values.salaryTo = '12000000';
    expect(vacancyContentFromValues(values)).toEqual({
      region: 'tashkent-city',
      salary: { from: 8_000_000, to: 12_000_000 },
      deadline: '2026-12-28',
      texts: { uz: written().texts.uz },
    });
    expect(vacancyErrorCodes(values)).toEqual({});
    values.salaryFrom = '';
    values.salaryTo = ' ';
    expect(vacancyContentFromValues(values).salary).toBeNull();
  });

  it("refuses with the contract's codes, on the form's own fields", () => {
    const values = written();
    values.salaryFrom = '9000000';
    values.salaryTo = '100';
    expect(vacancyErrorCodes(values)).toEqual({ salaryTo: 'invalid' });
    values.salaryTo = '12 млн';
    expect(vacancyErrorCodes(values)).toEqual({ salaryTo: 'invalid' });
    values.salaryTo = '';
    expect(vacancyErrorCodes(values)).toEqual({ salaryTo: 'required' });
    const empty = emptyVacancyValues();
    expect(vacancyErrorCodes(empty)).toMatchObject({ slug: 'required', 'texts.uz.title': 'required' });
    const dutiesMissing = written();
    dutiesMissing.texts.ru = { title: 'Налоговый инспектор', employment: 'Полная', duties: '', requirements: 'Высшее' };
    expect(vacancyErrorCodes(dutiesMissing)).toEqual({ 'texts.ru.duties': 'required' });
  });

  it('reads an item back into the same values, and a conflict names the changed fields', () => {
    const values = written();
    values.salaryFrom = '8000000';
    values.salaryTo = '12000000';
    const item = { slug: values.slug, draft: vacancyContentFromValues(values) as never };
    const back = vacancyValuesFromItem(item);
    expect(back).toEqual(values);
    const theirs = { ...back, deadline: '2027-01-10', texts: { ...back.texts, uz: { ...back.texts.uz, duties: 'Tekshirish' } } };
    expect(conflictFields(values, theirs, vacancyLogic).map((f) => f.path)).toEqual(['deadline', 'texts.uz.duties']);
  });
});
