/**
 * @tax/shared/number-input — the number field (thousands separators, steps, min and max), with its number
 * formatting: a singleton of its own, so that a page with a number field and no form (the price calculator) loads
 * neither the form kit's state and schemas nor its popovers. `@tax/shared/forms` re-exports it.
 */
export { NumberInput, type NumberInputProps } from '@mantine/core';
