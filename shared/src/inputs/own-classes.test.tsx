import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilePicker } from '../forms/FilePicker.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { Checkbox } from './Checkbox.tsx';
import { NativeSelect } from './NativeSelect.tsx';
import { NumberInput } from './NumberInput.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { Radio } from './Radio.tsx';
import { SegmentedControl } from './SegmentedControl.tsx';
import { TextInput } from './TextInput.tsx';

/*
 * The fields and tabs draw themselves with the kit's stylesheets (inputs/inputs.css, ui/tabs.css; decision 0032): each
 * part carries the kit's class its rules are written for. The other tests hold the props to Mantine's, leaving these
 * classes out; the screenshot test (e2e/kit-gallery.e2e.ts) holds the look.
 */

afterEach(cleanup);

function expectParts(container: HTMLElement, parts: [selector: string, own: string][]) {
  for (const [selector, own] of parts) {
    const element = container.querySelector(selector);
    expect(element, selector).not.toBeNull();
    expect([...element!.classList], selector).toContain(own);
  }
  expect(container.innerHTML).not.toMatch(/\bm_[0-9a-f]{6,8}\b/);
}

describe("the kit's fields and tabs carry the kit's classes", () => {
  it('the text field: frame, label, asterisk, description, box, input and error', () => {
    const { container } = render(<TextInput label="Name" required description="Full" error="Wrong" />);
    expectParts(container, [
      ['.mantine-InputWrapper-root', 'kit-field'],
      ['.mantine-InputWrapper-label', 'kit-field-label'],
      ['.mantine-InputWrapper-required', 'kit-field-required'],
      ['.mantine-InputWrapper-description', 'kit-field-description'],
      ['.mantine-InputWrapper-error', 'kit-field-error'],
      ['.mantine-Input-wrapper', 'kit-input-wrapper'],
      ['input', 'kit-input'],
    ]);
  });

  it('the number, password and select fields', () => {
    const { container } = render(
      <>
        <NumberInput label="Count" />
        <PasswordInput label="Password" />
        <NativeSelect label="Pick" data={['a']} />
      </>,
    );
    expectParts(container, [
      ['.mantine-NumberInput-root', 'kit-number-input'],
      ['.mantine-PasswordInput-root', 'kit-password'],
      ['.mantine-PasswordInput-input', 'kit-password-frame'],
      ['.mantine-PasswordInput-innerInput', 'kit-password-input'],
      ['.mantine-PasswordInput-visibilityToggle', 'kit-password-toggle'],
      ['.mantine-PasswordInput-section', 'kit-input-section'],
      ['.mantine-ComboboxChevron-chevron', 'kit-select-chevron'],
    ]);
  });

  it('the checkbox and the radio beside their labels', () => {
    const { container } = render(
      <>
        <Checkbox label="Agree" description="Why" error="Tick it" variant="outline" />
        <Radio.Group label="Kind" error="Pick one">
          <Radio value="a" label="A" variant="light" />
        </Radio.Group>
      </>,
    );
    expectParts(container, [
      ['.mantine-Checkbox-root', 'kit-checkbox'],
      ['.mantine-Checkbox-root', 'kit-inline'],
      ['.mantine-Checkbox-body', 'kit-inline-body'],
      ['.mantine-Checkbox-inner', 'kit-checkbox-inner'],
      ['.mantine-Checkbox-input', 'kit-checkbox-input'],
      ['.mantine-Checkbox-input', 'kit-checkbox-outline'],
      ['.mantine-Checkbox-icon', 'kit-checkbox-icon'],
      ['.mantine-Checkbox-labelWrapper', 'kit-inline-labels'],
      ['.mantine-Checkbox-label', 'kit-inline-label'],
      ['.mantine-Checkbox-description', 'kit-inline-description'],
      ['.mantine-Checkbox-error', 'kit-inline-error'],
      ['.mantine-RadioGroup-root', 'kit-field'],
      ['.mantine-RadioGroup-error', 'kit-field-error'],
      ['.mantine-Radio-root', 'kit-radio'],
      ['.mantine-Radio-inner', 'kit-radio-inner'],
      ['.mantine-Radio-radio', 'kit-radio-input'],
      ['.mantine-Radio-radio', 'kit-radio-light'],
      ['.mantine-Radio-icon', 'kit-radio-icon'],
    ]);
  });

  it('the segmented control', () => {
    const { container } = render(<SegmentedControl data={['Day', 'Week']} />);
    expectParts(container, [
      ['.mantine-SegmentedControl-root', 'kit-segmented'],
      ['.mantine-SegmentedControl-control', 'kit-segmented-control'],
      ['.mantine-SegmentedControl-input', 'kit-segmented-input'],
      ['.mantine-SegmentedControl-label', 'kit-segmented-label'],
      ['.mantine-SegmentedControl-innerLabel', 'kit-segmented-inner-label'],
    ]);
  });

  it('the file picker', () => {
    const { container } = render(
      <FilePicker id="f" label="File" required description="PDF" error="Too large" value={null} onChange={() => undefined} />,
    );
    expectParts(container, [
      ['.mantine-InputWrapper-root', 'kit-field'],
      ['.mantine-InputWrapper-label', 'kit-field-label'],
      ['.mantine-InputWrapper-required', 'kit-field-required'],
      ['.mantine-InputWrapper-description', 'kit-field-description'],
      ['.mantine-InputWrapper-error', 'kit-field-error'],
    ]);
  });

  it('the tabs: root, list, tab, its sections and label, panel', () => {
    const { container } = render(
      <Tabs defaultValue="a" variant="outline">
        <Tabs.List>
          <Tabs.Tab value="a" leftSection="·">
            A
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="a">P</Tabs.Panel>
      </Tabs>,
    );
    expectParts(container, [
      ['.mantine-Tabs-root', 'kit-tabs'],
      ['.mantine-Tabs-list', 'kit-tabs-list'],
      ['.mantine-Tabs-list', 'kit-tabs-list-outline'],
      ['.mantine-Tabs-tab', 'kit-tabs-tab'],
      ['.mantine-Tabs-tab', 'kit-tabs-tab-outline'],
      ['.mantine-Tabs-tab', 'kit-unstyled-button'],
      ['.mantine-Tabs-tabSection', 'kit-tabs-section'],
      ['.mantine-Tabs-tabLabel', 'kit-tabs-label'],
      ['.mantine-Tabs-panel', 'kit-tabs-panel'],
    ]);
  });
});

describe('a disabled field', () => {
  it('is disabled for the browser (no focus, no change) and says so to its frame', () => {
    const { getByLabelText, container } = render(<TextInput label="Name" disabled defaultValue="Fixed" />);
    const input = getByLabelText('Name') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    input.focus();
    expect(document.activeElement).not.toBe(input);
    expect(container.querySelector('.kit-input-wrapper')?.hasAttribute('data-disabled')).toBe(true);
  });

  it('a disabled checkbox does not change on a click of its label', () => {
    const { getByLabelText, container } = render(<Checkbox label="Agree" disabled />);
    fireEvent.click(container.querySelector('label')!);
    expect((getByLabelText('Agree') as HTMLInputElement).checked).toBe(false);
  });
});
