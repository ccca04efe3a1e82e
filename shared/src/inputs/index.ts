/**
 * @tax/shared/inputs — the plain form controls (text, text area, password, checkbox, radio, native select,
 * segmented control): what a search box or a filter needs, without the form kit's weight (popovers and their
 * positioning, number formatting, form state, toasts, the contract's schemas). A singleton of its own;
 * `@tax/shared/forms` re-exports it, so a form page needs only the one import.
 */
export { NativeSelect, Radio, Textarea } from '@mantine/core';
// The kit's own TextInput and SegmentedControl: Mantine's markup and look, without its per-element machinery (and the
// segmented control without its floating indicator): inputs/TextInput.tsx, inputs/SegmentedControl.tsx.
export { TextInput, type TextInputProps } from './TextInput.tsx';
export { SegmentedControl, type SegmentedControlItem, type SegmentedControlProps } from './SegmentedControl.tsx';
// The kit's own Checkbox: Mantine's markup and look, without its per-element machinery (inputs/Checkbox.tsx).
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { PasswordInput } from './PasswordInput.tsx';
