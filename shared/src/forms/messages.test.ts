import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from '../contract/common.ts';
import { common } from '../i18n/common.ts';
import { fieldMessage } from './messages.ts';

/** A t() over one language's kit strings, as i18next resolves `common:form.x` with {{field}}. */
const tOf = (strings: object) =>
  ((key: string, o: { field: string }) => {
    let v: unknown = strings;
    for (const part of key.replace(/^common:/, '').split('.')) v = (v as Record<string, unknown>)[part];
    return typeof v === 'string' ? v.replace('{{field}}', o.field) : key;
  }) as unknown as TFunction;

describe('field error messages', () => {
  it('every code the API can answer (file_unreadable and weak_password included) has its own sentence in uz, ru and en', () => {
    for (const code of FIELD_ERROR_CODES) {
      const messages = Object.values(common).map((strings) => fieldMessage(tOf(strings), code, 'CV'));
      for (const m of messages) expect(m, code).toMatch(/^(?!form\.).{8,}$/);
      expect(new Set(messages).size, code).toBe(3);
    }
  });
});
