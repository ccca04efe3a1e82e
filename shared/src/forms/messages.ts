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
  taken: 'form.taken',
  file_required: 'form.fileRequired',
  file_type: 'form.fileType',
  file_size: 'form.fileSize',
  file_empty: 'form.fileEmpty',
  characters: 'form.characters',
  weak_password: 'form.weakPassword',
  file_active: 'form.fileActive',
};

/**
 * The localized message of a field error code: '{field} is required', 'Invalid email', the generic
 * 'field is not valid', and the few specific ones (phone format, file type and size).
 */
export function fieldMessage(t: TFunction, code: string, label: string): string {
  const key = KEYS[code as FieldErrorCode] ?? KEYS.invalid;
  return t(`common:${key}`, { field: label });
}
