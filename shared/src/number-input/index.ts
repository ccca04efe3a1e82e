/**
 * @tax/shared/number-input — the number field, for the section versions that import it from here (the price
 * calculator did, when the field was Mantine's with its number formatting library and had a singleton of its own so
 * that a page with a number field and no form loaded neither). The field is now the kit's own (inputs/NumberInput.tsx)
 * and part of `@tax/shared/inputs`, taken from there by the package's name: a page that loads both parts has it once.
 */
export { NumberInput, type NumberInputProps } from '@tax/shared/inputs';
