import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_SPEC,
  PARTNER_SPEC,
  SLIDE_SPEC,
  STAFF_SPEC,
  VIDEO_SPEC,
  emptyPartValues,
  partContentFromValues,
  partErrorCodes,
  partValuesFromItem,
} from './part-values.ts';

const partner = () => {
  const values = emptyPartValues(PARTNER_SPEC);
  values.slug = 'ipak-pay';
  values.url = 'https://ipak-pay.example';
  values.order = '3';
  values.texts.en = { name: 'Ipak Pay', description: 'Payments' };
  return values;
};

describe('the forms of the home and about parts', () => {
  it('send the order as a whole number and only the languages written', () => {
    const content = partContentFromValues(PARTNER_SPEC, partner());
    expect(content).toEqual({ url: 'https://ipak-pay.example', order: 3, texts: { en: { name: 'Ipak Pay', description: 'Payments' } } });
    expect(partErrorCodes(PARTNER_SPEC, partner())).toEqual({});
  });

  it('say which field is wrong, as the API would', () => {
    const values = partner();
    values.url = 'javascript:alert(1)';
    values.order = '';
    expect(partErrorCodes(PARTNER_SPEC, values)).toEqual({ url: 'invalid', order: 'required' });
    values.url = 'https://ipak-pay.example';
    values.order = '2.5';
    expect(partErrorCodes(PARTNER_SPEC, values)).toEqual({ order: 'invalid' });
    values.order = '1000';
    expect(partErrorCodes(PARTNER_SPEC, values)).toEqual({ order: 'invalid' });
  });

  it('a certificate with no end day sends null; one ending before it was issued is refused', () => {
    const values = emptyPartValues(CERTIFICATE_SPEC);
    values.slug = 'iso-27001';
    Object.assign(values, { number: 'N-1', issued: '2026-03-01', validUntil: '' });
    values.texts.uz = { title: 'ISO 27001', issuer: 'Markaz' };
    expect(partContentFromValues(CERTIFICATE_SPEC, values)).toMatchObject({ validUntil: null, kind: 'certificate' });
    expect(partErrorCodes(CERTIFICATE_SPEC, values)).toEqual({});
    values.validUntil = '2026-02-01';
    expect(partErrorCodes(CERTIFICATE_SPEC, values)).toEqual({ validUntil: 'invalid' });
  });

  it('nothing written is Uzbek first field required; a staff phone and e-mail are checked', () => {
    const slide = emptyPartValues(SLIDE_SPEC);
    slide.slug = 'new-slide';
    expect(partErrorCodes(SLIDE_SPEC, slide)).toEqual({ 'texts.uz.title': 'required' });
    const staff = emptyPartValues(STAFF_SPEC);
    staff.slug = 'karimov-aziz';
    Object.assign(staff, { phone: '123', email: 'nope' });
    staff.texts.uz = { fio: 'Karimov Aziz', position: 'Boshliq', biography: '<p>Bio</p>', receptionHours: 'Dushanba' };
    expect(partErrorCodes(STAFF_SPEC, staff)).toEqual({ phone: 'phone', email: 'email' });
  });

  it('read an item back into the same values', () => {
    const values = partner();
    expect(partValuesFromItem(PARTNER_SPEC, { slug: values.slug, draft: partContentFromValues(PARTNER_SPEC, values) as never })).toEqual(
      values,
    );
  });

  it("carry the part's image and its alt texts, absent when there is none", () => {
    const image = { id: '7d2f0f8e-1c2b-4c1a-9a55-0f5d2a7c9b11', alt: { uz: 'Ipak Pay logotipi', en: 'Ipak Pay logo' } };
    const values = partner();
    expect(values.image).toBeNull();
    values.image = image;
    expect(partContentFromValues(PARTNER_SPEC, values).image).toEqual(image);
    const back = partValuesFromItem(PARTNER_SPEC, { slug: 'ipak-pay', draft: partContentFromValues(PARTNER_SPEC, values) as never });
    expect(back.image).toEqual(image);
    values.image = null;
    expect(partContentFromValues(PARTNER_SPEC, values)).not.toHaveProperty('image');
    // A hostile id is refused by the contract's own check, as the API would.
    values.image = { id: '../../etc/passwd', alt: {} };
    expect(partErrorCodes(PARTNER_SPEC, values)).toEqual({ 'image.id': 'invalid' });
    for (const spec of [STAFF_SPEC, SLIDE_SPEC, CERTIFICATE_SPEC]) expect(emptyPartValues(spec).image).toBeNull();
  });
});

describe('the video form', () => {
  const video = () => {
    const values = emptyPartValues(VIDEO_SPEC);
    values.slug = 'e-invoice-guide';
    values.date = '2026-11-27';
    values.youtube = 'https://youtu.be/dQw4w9WgXcQ';
    values.duration = '4:05';
    values.texts.uz = { title: 'Qoʻllanma', description: 'Video' };
    return values;
  };

  it('sends the address and the length as typed (the API keeps their normal forms)', () => {
    expect(partContentFromValues(VIDEO_SPEC, video())).toEqual({
      date: '2026-11-27',
      youtube: 'https://youtu.be/dQw4w9WgXcQ',
      duration: '4:05',
      texts: { uz: { title: 'Qoʻllanma', description: 'Video' } },
    });
    expect(partErrorCodes(VIDEO_SPEC, video())).toEqual({});
  });

  it('refuses another site, a hostile address and a length it cannot read, beside each field', () => {
    const values = video();
    values.youtube = 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ';
    values.duration = '4:5';
    expect(partErrorCodes(VIDEO_SPEC, values)).toEqual({ youtube: 'invalid', duration: 'invalid' });
    values.youtube = 'javascript:alert(1)';
    values.duration = '';
    expect(partErrorCodes(VIDEO_SPEC, values)).toEqual({ youtube: 'invalid', duration: 'required' });
  });
});
