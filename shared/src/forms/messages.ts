import type { TFunction } from 'i18next';
import type { FieldErrorCode } from '../contract/common.ts';

const KEYS: Record<FieldErrorCode, string> = {
  required: 'form.required',
  email: 'form.email',
  phone: 'form.phone',
  invalid: 'form.invalid',
  too_long: 'form.tooLong',
  too_short: 'form.tooShort',
  date: 'form.date',
  // The form that asks for a birth date states the ages in its own words (its section's strings, APPLICANT_AGE's
  // numbers): the generic message is the fallback, kept out of every page's first strings.
  age: 'form.invalid',
  taken: 'form.taken',
  file_required: 'form.fileRequired',
  file_type: 'form.fileType',
  file_size: 'form.fileSize',
  file_empty: 'form.fileEmpty',
  characters: 'form.characters',
  weak_password: 'form.weakPassword',
  file_active: 'form.fileActive',
  link: 'form.link',
  file_unreadable: 'form.fileUnreadable',
  closed: 'form.closed',
  image_alt: 'form.imageAlt',
};

/**
 * The localized message of a field error code. Each message names its field and says what to do, so it reads the
 * same beside the field and in the error summary (which shows it alone): '{field} is required', 'Invalid email:
 * enter it like name@example.uz', '{field} must be at least 10 characters'. A too-short or too-long text without
 * its limit (an answer from the server) gets the message without the number.
 */
export function fieldMessage(t: TFunction, code: string, label: string, limit?: number): string {
  const key = KEYS[code as FieldErrorCode] ?? KEYS.invalid;
  if ((code === 'too_short' || code === 'too_long') && limit === undefined) return t(`common:${key}Any`, { field: label });
  return t(`common:${key}`, { field: label, limit });
}
