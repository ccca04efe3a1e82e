import * as M from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCleanHydration, apiInProvider } from '../ui/markup.test-support.tsx';
import { cssVariablesResolver, theme } from '../ui/theme.ts';
import { Radio } from './Radio.tsx';

const noop = () => undefined;
type AnyRadio = ComponentType<Record<string, unknown>> & { Group: ComponentType<Record<string, unknown>> };
const Kit = Radio as unknown as AnyRadio;
const Mantine = M.Radio as unknown as AnyRadio;

/** The registration form's group (mfe-personal's RegistrationPage), with what `getInputProps` gives it. */
function registration(R: AnyRadio, groupProps: Record<string, unknown> = {}) {
  return (
    <R.Group
      label="Account type"
      required
      id="personal-registration-kind"
      name="kind"
      value="individual"
      onChange={noop}
      onFocus={noop}
      onBlur={noop}
      error={undefined}
      {...groupProps}
    >
      <M.Group gap="lg" mt="xs">
        <R value="individual" label="An individual" id="personal-registration-kind-individual" />
        <R value="business" label={<span lang="uz">Yuridik shaxs</span>} id="personal-registration-kind-business" />
      </M.Group>
    </R.Group>
  );
}

/** Groups of other shapes: a size, a variant, style props, a disabled or read-only group, radios of their own. */
function group(R: AnyRadio, props: Record<string, unknown>, radios: Record<string, unknown>[]) {
  return (
    <R.Group {...props}>
      {radios.map((radio) => (
        <R key={String(radio.value)} {...radio} />
      ))}
    </R.Group>
  );
}

/**
 * Markup with React's ids (`mantine-_R_…_`) named by their order of appearance: which element refers to which id is
 * kept, their text is not. React's id encodes the element's path in the tree, and Mantine's path to a radio in a group
 * is longer (its Box calls useId and draws a fragment of two): the kit's radio gets another id of the same scheme.
 */
function sameWiring(markup: unknown) {
  const seen = new Map<string, string>();
  const text = JSON.stringify(markup).replace(/mantine-_R_[A-Za-z0-9]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `mantine-ID${seen.size}`);
    return seen.get(id)!;
  });
  return { markup: JSON.parse(text) as unknown, ids: seen.size };
}

describe('the kit Radio', () => {
  afterEach(cleanup);

  // Each case drawn with the kit's radio and with Mantine's.
  const groupCases: [string, (R: AnyRadio) => ReactNode][] = [
    ['the registration form (individual chosen)', (R: AnyRadio) => registration(R)],
    ['the registration form (business chosen)', (R: AnyRadio) => registration(R, { value: 'business' })],
    ['the registration form with an error message', (R: AnyRadio) => registration(R, { value: null, error: 'Choose an account type' })],
    [
      'the registration form with a description, an error and no error (null)',
      (R: AnyRadio) => registration(R, { description: 'Who pays', error: null }),
    ],
    [
      'a description and an error, a size, a variant, a class, style and style props, data attributes',
      (R: AnyRadio) =>
        group(
          R,
          {
            label: 'G',
            description: 'D',
            error: 'E',
            size: 'lg',
            variant: 'filled',
            className: 'k',
            style: { maxWidth: 300 },
            mt: 'md',
            id: 'g',
            'data-x': '1',
          },
          [
            { value: 'a', label: 'A', id: 'ga', description: 'Da', error: 'Ea' },
            { value: 'b', label: 'B', id: 'gb', size: 'xs' },
          ],
        ),
    ],
    [
      'disabled, uncontrolled with a first choice, a radio with a name of its own',
      (R: AnyRadio) =>
        group(R, { label: 'G', disabled: true, defaultValue: 'a', id: 'g2' }, [
          { value: 'a', label: 'A', id: 'g2a' },
          { value: 'b', label: 'B', id: 'g2b', disabled: false, name: 'own' },
        ]),
    ],
    [
      'no label, the asterisk alone, the error look only',
      (R: AnyRadio) => group(R, { withAsterisk: true, error: true }, [{ value: 'a', label: 'A', id: 'g3a' }]),
    ],
  ];
  for (const [name, draw] of groupCases)
    it(`gives what Mantine's props give for a group: ${name}`, () => {
      expect(apiInProvider(draw(Kit))).toEqual(apiInProvider(draw(Mantine)));
    });

  it("gives what Mantine's props give for a group without ids: the same ids (the group's own) or the same wiring (the radios')", () => {
    const props = { label: <b>L</b>, description: 'dd', error: 'ee', readOnly: true, value: 'a' };
    const radios = [
      { value: 'a', label: 'A', description: 'Da' },
      { value: 'b', label: 'B' },
    ];
    const ours = apiInProvider(group(Kit, props, radios));
    const theirs = apiInProvider(group(Mantine, props, radios));
    // The group's name and its label's, description's and error's ids are Mantine's own.
    for (const id of JSON.stringify(theirs).match(/mantine-_R_[A-Za-z0-9]+_(?=-label)|"name","mantine-_R_[A-Za-z0-9]+_/g)!)
      expect(JSON.stringify(ours)).toContain(id);
    // Four ids: the group's name, its wrapper's, each radio's.
    expect(sameWiring(ours)).toEqual({ markup: sameWiring(theirs).markup, ids: 4 });
  });

  const cases: [string, Record<string, unknown>][] = [
    ['checked', { id: 'r1', label: 'One', checked: true, onChange: noop, name: 'n', value: 'v' }],
    ['unchecked', { id: 'r2', label: 'Two', checked: false, onChange: noop }],
    ['uncontrolled', { id: 'r3', label: 'Three', defaultChecked: true, name: 'n', value: 'v' }],
    ['disabled', { id: 'r4', label: 'Four', disabled: true }],
    ['with a description and an error', { id: 'r5', label: 'Five', description: 'Why', error: 'Choose it', 'aria-describedby': 'x' }],
    ['a size with a description and an error', { id: 'r6', label: 'Six', size: 'md', description: 'Why', error: 'Choose it' }],
    [
      'the error look only, without its look, a left label, a radius, a colour',
      { id: 'r7', label: 'Seven', error: true, withErrorStyles: false, labelPosition: 'left', radius: 'xl', color: 'red' },
    ],
    ['outline variant (a theme colour and a shade)', { id: 'r8', label: 'Eight', variant: 'outline', color: 'teal.4' }],
    ['outline variant (the primary colour)', { id: 'r8b', label: 'Eight', variant: 'outline' }],
    [
      'light variant, a size, an icon colour, style props and style, a class',
      {
        id: 'r9',
        label: 'Nine',
        variant: 'light',
        color: 'red',
        size: 'lg',
        iconColor: 'dark',
        mt: 'md',
        w: 200,
        style: { maxWidth: 300 },
        className: 'k',
        checked: true,
        onChange: noop,
      },
    ],
    ['no label, an aria-label, read-only', { id: 'r10', 'aria-label': 'Ten', readOnly: true, checked: true }],
    ['wrapper props and data attributes on the input', { id: 'r11', label: 'Eleven', wrapperProps: { 'data-row': 'x' }, 'data-y': 'y' }],
    ['no id: an id of its own', { label: 'Twelve', description: 'Hint', error: 'Wrong' }],
  ];
  for (const [name, props] of cases)
    it(`gives what Mantine's props give for a radio: ${name}`, () => {
      expect(apiInProvider(<Radio {...(props as object)} />)).toEqual(apiInProvider(<M.Radio {...(props as object)} />));
    });

  /** A group of two with a form's handlers, clicked and focused: what reaches the handlers, in order. */
  function script(R: AnyRadio, wrapper?: ComponentType<{ children: ReactNode }>) {
    const log: string[] = [];
    function Form() {
      const [kind, setKind] = useState('individual');
      return (
        <R.Group
          label="Account type"
          id="kind"
          name="kind"
          value={kind}
          onChange={(value: string) => {
            log.push(`change ${value}`);
            setKind(value);
          }}
          onFocus={() => log.push('focus')}
          onBlur={() => log.push('blur')}
        >
          <R value="individual" label="An individual" id="kind-individual" />
          <R value="business" label="A business" id="kind-business" />
        </R.Group>
      );
    }
    const { container, getByLabelText, unmount } = render(<Form />, { wrapper });
    const individual = getByLabelText('An individual') as HTMLInputElement;
    const business = getByLabelText('A business') as HTMLInputElement;
    fireEvent.focus(individual);
    fireEvent.blur(individual);
    fireEvent.focus(business);
    fireEvent.click(container.querySelector('label[for="kind-business"]')!);
    fireEvent.blur(business);
    const state = {
      log,
      checked: [individual.checked, business.checked],
      names: [individual.name, business.name],
      idOn: document.getElementById('kind')?.className.includes('mantine-RadioGroup-root'),
    };
    unmount();
    return state;
  }

  it("chooses by its label, and gives the group's handlers the value, focus and blur as Mantine's does", () => {
    const ours = script(Kit);
    expect(ours).toEqual({
      log: ['focus', 'blur', 'focus', 'change business', 'blur'],
      checked: [false, true],
      names: ['kind', 'kind'],
      idOn: true,
    });
    const provider = ({ children }: { children: ReactNode }) => (
      <M.MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </M.MantineProvider>
    );
    expect(script(Mantine, provider)).toEqual(ours);
  });

  it("says the group's name, description and error to a screen reader", () => {
    const { getByRole } = render(
      <Radio.Group label="Account type" description="Who pays" error="Choose an account type" id="kind">
        <Radio value="individual" label="An individual" />
      </Radio.Group>,
    );
    const radiogroup = getByRole('radiogroup');
    expect(document.getElementById(radiogroup.getAttribute('aria-labelledby')!)?.textContent).toBe('Account type');
    const said = radiogroup
      .getAttribute('aria-describedby')!
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent);
    expect(said).toEqual(['Choose an account type', 'Who pays']);
    // The radios keep their own names and descriptions (Mantine marks no radio invalid for the group's error).
    expect(getByRole('radio', { name: 'An individual' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it("works with the form's getInputProps: a choice changes the value, a failed check shows its message", () => {
    let form: { validate: () => { hasErrors: boolean }; getValues: () => { kind: string } } | null = null;
    function Form() {
      const f = useForm({
        mode: 'controlled',
        initialValues: { kind: '' },
        validate: { kind: (value) => (value ? null : 'Choose one') },
      });
      form = f;
      return (
        <Radio.Group label="Account type" required id="kind" name="kind" {...f.getInputProps('kind')}>
          <Radio value="individual" label="An individual" />
          <Radio value="business" label="A business" />
        </Radio.Group>
      );
    }
    const { getByLabelText, getByRole, queryByText } = render(<Form />);
    expect(queryByText('Choose one')).toBeNull();
    expect(getByRole('radiogroup').hasAttribute('aria-describedby')).toBe(false);
    act(() => {
      expect(form!.validate().hasErrors).toBe(true);
    });
    expect(queryByText('Choose one')).not.toBeNull();
    expect(getByRole('radiogroup').getAttribute('aria-describedby')).toBe('kind-error');
    fireEvent.click(getByLabelText('A business'));
    expect(form!.getValues().kind).toBe('business');
    expect((getByLabelText('A business') as HTMLInputElement).checked).toBe(true);
    act(() => {
      expect(form!.validate().hasErrors).toBe(false);
    });
    expect(queryByText('Choose one')).toBeNull();
  });

  it('keeps its own choice when uncontrolled, and none when read-only', () => {
    const changes: string[] = [];
    const { getByLabelText, rerender } = render(
      <Radio.Group defaultValue="a" onChange={(value) => changes.push(value)}>
        <Radio value="a" label="A" />
        <Radio value="b" label="B" />
      </Radio.Group>,
    );
    fireEvent.click(getByLabelText('B'));
    expect((getByLabelText('B') as HTMLInputElement).checked).toBe(true);
    expect((getByLabelText('A') as HTMLInputElement).checked).toBe(false);
    expect(changes).toEqual(['b']);
    rerender(
      <Radio.Group value="a" readOnly onChange={(value) => changes.push(value)}>
        <Radio value="a" label="A" />
        <Radio value="b" label="B" />
      </Radio.Group>,
    );
    fireEvent.click(getByLabelText('B'));
    expect((getByLabelText('A') as HTMLInputElement).checked).toBe(true);
    expect(changes).toEqual(['b']);
  });

  it('is a native radio on its own: a click on its label checks it and says so to onChange; its ref is the input', () => {
    let element: HTMLInputElement | null = null;
    function Row() {
      const [on, setOn] = useState(false);
      return (
        <Radio
          label="Certificate"
          checked={on}
          onChange={(event) => setOn(event.currentTarget.checked)}
          ref={(node) => {
            element = node;
          }}
        />
      );
    }
    const { getByLabelText, container } = render(<Row />);
    const radio = getByLabelText('Certificate') as HTMLInputElement;
    expect(element).toBe(radio);
    expect(radio.checked).toBe(false);
    fireEvent.click(container.querySelector('label')!);
    expect(radio.checked).toBe(true);
    expect(container.querySelector('.mantine-Radio-root')?.hasAttribute('data-checked')).toBe(true);
    expect(radio.id).toMatch(/^mantine-/);
    expect(container.querySelector('label')?.getAttribute('for')).toBe(radio.id);
  });

  it('hydrates the server markup without a mismatch', async () => {
    await expectCleanHydration(
      <Radio.Group label="Account type" required description="Who pays" error="Choose one" value="individual" onChange={noop}>
        <Radio value="individual" label="An individual" />
        <Radio value="business" label="A business" description="A company" />
      </Radio.Group>,
    );
  });
});
