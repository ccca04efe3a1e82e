/**
 * The specification's validation modes, as a rule for when a field is checked:
 * - aggressive (default): on every input and on blur;
 * - eager: on change and blur until the field has been invalid, then on every input;
 * - passive: only on submit;
 * - lazy: on change and blur.
 * ("input" is each keystroke; "change" is the native change event, when an edited field loses focus.)
 */
export type ValidationMode = 'aggressive' | 'eager' | 'passive' | 'lazy';
export type ValidationTrigger = 'input' | 'change' | 'blur' | 'submit';

export const DEFAULT_VALIDATION_MODE: ValidationMode = 'aggressive';

export function shouldValidate(mode: ValidationMode, trigger: ValidationTrigger, hasBeenInvalid: boolean): boolean {
  if (trigger === 'submit') return true;
  switch (mode) {
    case 'aggressive':
      return true;
    case 'eager':
      return trigger === 'input' ? hasBeenInvalid : true;
    case 'lazy':
      return trigger === 'change' || trigger === 'blur';
    case 'passive':
      return false;
  }
}
