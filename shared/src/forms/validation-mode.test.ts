import { describe, expect, it } from 'vitest';
import { shouldValidate } from './validation-mode.ts';

describe('validation modes', () => {
  it('aggressive checks on input and blur', () => {
    expect(shouldValidate('aggressive', 'input', false)).toBe(true);
    expect(shouldValidate('aggressive', 'blur', false)).toBe(true);
  });
  it('eager checks on change and blur until invalid, then on input', () => {
    expect(shouldValidate('eager', 'input', false)).toBe(false);
    expect(shouldValidate('eager', 'change', false)).toBe(true);
    expect(shouldValidate('eager', 'blur', false)).toBe(true);
    expect(shouldValidate('eager', 'input', true)).toBe(true);
  });
  it('lazy checks on change and blur only', () => {
    expect(shouldValidate('lazy', 'input', true)).toBe(false);
    expect(shouldValidate('lazy', 'change', false)).toBe(true);
    expect(shouldValidate('lazy', 'blur', false)).toBe(true);
  });
  it('passive checks only on submit; every mode checks on submit', () => {
    for (const trigger of ['input', 'change', 'blur'] as const) expect(shouldValidate('passive', trigger, true)).toBe(false);
    for (const mode of ['aggressive', 'eager', 'lazy', 'passive'] as const) expect(shouldValidate(mode, 'submit', false)).toBe(true);
  });
});
