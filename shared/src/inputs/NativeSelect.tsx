import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { InputField, type ControlProps, type FieldFrameProps } from './TextInput.tsx';

/*
 * Mantine's NativeSelect as the kit's own, on the kit's text field (TextInput.tsx): a native <select> (the phone's own
 * picker, the keyboard's, the form's) with the same elements, classes, data attributes, custom properties, ids and
 * chevron as Mantine's (a test compares them), drawn by the kit's inputs.css. The options come from `data` (strings,
 * `{ value, label, disabled }`, or `{ group, items }`) or as children. A right section of the caller's and the styles
 * API are not part of the kit's: no page uses them.
 */

export type NativeSelectItem = string | { value: string; label: string; disabled?: boolean };
export type NativeSelectData = (NativeSelectItem | { group: string; items: NativeSelectItem[] })[];

export interface NativeSelectProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'color' | 'width' | 'height'> {
  data?: NativeSelectData;
  ref?: Ref<HTMLSelectElement>;
}

function Option({ item }: { item: NativeSelectItem }) {
  const { value, label, disabled } = typeof item === 'string' ? { value: item, label: item, disabled: undefined } : item;
  return (
    <option value={value} disabled={disabled}>
      {label}
    </option>
  );
}

/** Mantine's combobox chevron: two arrows, its colour the error's when the field is in error. */
function Chevron({ size, error }: { size: string; error: ReactNode }) {
  return (
    <svg
      style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as React.CSSProperties}
      className="kit-select-chevron mantine-ComboboxChevron-chevron"
      data-size={size}
      data-combobox-chevron="true"
      data-error={typeof error === 'string' || error === true ? error : undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

const KIND = {
  selector: 'NativeSelect',
  wrapperVars: { '--input-right-section-pointer-events': 'none' },
  wrapperData: { 'data-pointer': true, 'data-with-right-section': true },
} as const;

export function NativeSelect({ data, children, size = 'sm', error, ...others }: NativeSelectProps) {
  const options =
    children ??
    data?.map((entry, index) =>
      typeof entry === 'object' && 'group' in entry ? (
        <optgroup key={index} label={entry.group}>
          {entry.items.map((item, at) => (
            <Option key={at} item={item} />
          ))}
        </optgroup>
      ) : (
        <Option key={index} item={entry} />
      ),
    );
  const control = (props: ControlProps) => <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)}>{options}</select>;
  return (
    <InputField kind={KIND} size={size} error={error} control={control} rightSection={<Chevron size={size} error={error} />} {...others} />
  );
}
