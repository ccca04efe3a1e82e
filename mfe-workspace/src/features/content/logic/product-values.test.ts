import { describe, expect, it } from 'vitest';
import { emptyProductValues, productContentFromValues, productErrorCodes, productValuesFromItem } from './product-values.ts';

describe('business product form values', () => {
  it('an empty price is "on request"; a typed one is whole so\u2019m; it reads back unchanged', () => {
    const values = {
      ...emptyProductValues(),
      slug: 'kassa',
      texts: { ...emptyProductValues().texts, uz: { title: 'Onlayn kassa', summary: 'Qisqa', details: 'Batafsil', features: 'Tez\nOson' } },
    };
    expect(productContentFromValues(values)).toEqual({ price: null, texts: { uz: values.texts.uz } });
    expect(productErrorCodes(values)).toEqual({});
    values.price = '1 200 000';
    const content = productContentFromValues(values);
    expect(content.price).toBe(1_200_000);
    expect(productContentFromValues(productValuesFromItem({ slug: 'kassa', draft: content as never }))).toEqual(content);
  });

  it('a price that is not whole so\u2019m, and an empty feature list, are refused beside their fields', () => {
    const values = { ...emptyProductValues(), slug: 'kassa', price: '12,5' };
    values.texts.uz = { title: 'Onlayn kassa', summary: 'Qisqa', details: 'Batafsil', features: '' };
    expect(productErrorCodes(values)).toMatchObject({ price: 'invalid', 'texts.uz.features': 'required' });
  });
});
