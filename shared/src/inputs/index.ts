/**
 * @tax/shared/inputs — the plain form controls (text, text area, password, checkbox, radio, native select,
 * segmented control): what a search box or a filter needs, without the form kit's weight (popovers and their
 * positioning, number formatting, form state, toasts, the contract's schemas). A singleton of its own;
 * `@tax/shared/forms` re-exports it, so a form page needs only the one import.
 *
 * Every control is the kit's own: Mantine's props and look, drawn by the kit's inputs.css, without Mantine's per-element
 * machinery (decisions 0020, 0023 and 0024). The text field's frame (TextInput.tsx) also draws the text area, the
 * native select, the password field and the number field (which `@tax/shared/number-input` also gives, for the
 * section versions that import it from there).
 */
export { Radio, type RadioProps, type RadioGroupProps } from './Radio.tsx';
export { TextInput, type TextInputProps } from './TextInput.tsx';
export { NumberInput, type NumberInputProps } from './NumberInput.tsx';
export { Textarea, type TextareaProps } from './Textarea.tsx';
export { NativeSelect, type NativeSelectProps, type NativeSelectData, type NativeSelectItem } from './NativeSelect.tsx';
export { PasswordInput, type PasswordInputProps } from './PasswordInput.tsx';
// The segmented control without Mantine's floating indicator.
export { SegmentedControl, type SegmentedControlItem, type SegmentedControlProps } from './SegmentedControl.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
