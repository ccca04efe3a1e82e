import { describe, expect, it } from 'vitest';
import { emptyServiceValues, serviceContentFromValues, serviceErrorCodes, serviceValuesFromItem } from './service-values.ts';

const written = () => {
  const values = emptyServiceValues();
  values.slug = 'eds-key';
  values.price = '49 000';
  values.texts.ru = {
    title: 'Ключ ЭЦП',
    unit: 'за ключ',
    summary: 'Кратко',
    description: 'Полностью',
    audience: 'Всем',
    documents: 'Паспорт\nИНН',
    duration: '20 минут',
  };
  return values;
};

describe('the service form', () => {
  it("sends the price as whole so'm and only the languages written", () => {
    const content = serviceContentFromValues(written());
    expect(content).toMatchObject({ category: 'individual', price: 49_000, texts: { ru: { documents: 'Паспорт\nИНН' } } });
    expect(Object.keys(content.texts)).toEqual(['ru']);
    expect(serviceErrorCodes(written())).toEqual({});
  });

  it("says which is wrong: no price, a price that is not whole so'm, a written language missing a field", () => {
    const values = written();
    values.price = '';
    expect(serviceErrorCodes(values)).toEqual({ price: 'required' });
    values.price = '49,5';
    expect(serviceErrorCodes(values)).toEqual({ price: 'invalid' });
    values.price = '49000';
    values.texts.ru.unit = '';
    expect(serviceErrorCodes(values)).toEqual({ 'texts.ru.unit': 'required' });
  });

  it('reads an item back into the same values', () => {
    const values = written();
    values.price = '49000';
    expect(serviceValuesFromItem({ slug: values.slug, draft: serviceContentFromValues(values) as never })).toEqual(values);
  });
});
