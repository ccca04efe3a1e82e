/**
 * @tax/shared/number-input — the number field (steps, min and max, whole or decimal numbers): a singleton of its own, so
 * that a page with a number field and no form (the price calculator) loads neither the form kit's state and schemas nor
 * its popovers. The field is the kit's own (NumberInput.tsx): Mantine's look, without Mantine's number formatting
 * library. `@tax/shared/forms` re-exports it.
 */
export { NumberInput, type NumberInputProps } from './NumberInput.tsx';
