import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextInput } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { ContactForm } from '../contract/forms.ts';
import { i18n } from '../i18n/i18n.ts';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { FormErrorSummary, FormSendError, SubmitButton } from './FormParts.tsx';
import { loadDraft } from './draft.ts';
import { useSiteForm } from './use-site-form.tsx';
import type { ValidationMode } from './validation-mode.ts';

vi.mock('./notify.tsx', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const labels = { fio: 'Full name', phone_number: 'Phone', email: 'Email', message: 'Message' };
const empty = { fio: '', phone_number: '', email: '', message: '' };

function Contact({ send, mode }: { send: (values: unknown, ctx: { idempotencyKey: string }) => Promise<unknown>; mode?: ValidationMode }) {
  const site = useSiteForm({ id: 'test-contact', initialValues: empty, labels, schema: ContactForm, send, mode });
  return (
    <ThemeProvider>
      <form {...site.formProps}>
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        {(Object.keys(labels) as (keyof typeof labels)[]).map((field) => (
          <TextInput key={field} label={labels[field]} {...site.inputProps(field)} />
        ))}
        <SubmitButton form={site} />
      </form>
    </ThemeProvider>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillValid = () => {
  type('Full name', 'Dilnoza Karimova');
  type('Phone', '+998 90 123 45 67');
  type('Email', 'dilnoza@example.uz');
  type('Message', 'When is the office open on Saturday?');
};

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('useSiteForm', () => {
  it("aggressive (default): a field is checked as it is typed in, with the specification's messages", async () => {
    render(<Contact send={vi.fn()} />);
    type('Email', 'not-an-email');
    expect(await screen.findByText('Invalid email: enter it like name@example.uz')).toBeTruthy();
    type('Full name', 'A');
    type('Full name', '');
    expect(await screen.findByText('Full name is required')).toBeTruthy();
  });

  it('passive: nothing is checked before submit; submit lists every problem in a summary', async () => {
    render(<Contact send={vi.fn()} mode="passive" />);
    type('Email', 'nope');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.queryByText('Invalid email: enter it like name@example.uz')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByTestId('form-error-summary');
    // Each message names its field: the summary shows it once, without the label again in front.
    expect(summary.textContent).toContain('Full name is required');
    expect(summary.textContent).not.toContain('Full name: Full name');
    expect(summary.textContent).toContain('Invalid email: enter it like name@example.uz');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#test-contact-fio');
  });

  it('eager: checks on blur until the field has been invalid, then on every input', async () => {
    render(<Contact send={vi.fn()} mode="eager" />);
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    type('Email', 'x');
    expect(screen.queryByText('Invalid email: enter it like name@example.uz')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email: enter it like name@example.uz')).toBeTruthy();
    type('Email', 'ok@example.uz');
    await waitFor(() => expect(screen.queryByText('Invalid email: enter it like name@example.uz')).toBeNull());
  });

  it('keeps a draft, and a failed send keeps everything typed; the retry uses the same idempotency key', async () => {
    const keys: string[] = [];
    const send = vi
      .fn()
      .mockImplementationOnce(async (_v, ctx: { idempotencyKey: string }) => {
        keys.push(ctx.idempotencyKey);
        throw new TypeError('Failed to fetch');
      })
      .mockImplementationOnce(async (_v, ctx: { idempotencyKey: string }) => {
        keys.push(ctx.idempotencyKey);
        return { id: '1' };
      });
    render(<Contact send={send} />);
    fillValid();
    // The draft is saved shortly after typing stops.
    await waitFor(() => expect(loadDraft<typeof empty>('test-contact')?.values.fio).toBe('Dilnoza Karimova'));

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('form-send-error')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('When is the office open on Saturday?');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(''));
    expect(keys[0]).toBe(keys[1]);
    expect(loadDraft('test-contact')).toBeNull();
  });

  it('after a send that failed as a whole, focus is back on the send button (the browser dropped it while the button was busy)', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<Contact send={send} />);
    fillValid();
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // What a browser does when the focused button becomes disabled: focus falls to the page.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    await act(async () => fail(new ApiError(503, 'unavailable', 'down')));
    expect(await screen.findByTestId('form-send-error')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' })));
  });

  it('comes back with the draft after a reload', async () => {
    const first = render(<Contact send={vi.fn()} />);
    type('Full name', 'Sardor Rahimov');
    await waitFor(() => expect(loadDraft<typeof empty>('test-contact')?.values.fio).toBe('Sardor Rahimov'));
    first.unmount();
    render(<Contact send={vi.fn()} />);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sardor Rahimov');
  });

  it("shows the server's field errors on their fields", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(422, 'validation_failed', 'invalid', { phone_number: 'phone' }));
    render(<Contact send={send} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const message = 'Phone must be +998 and 9 digits, for example +998 90 123 45 67';
    expect((await screen.findAllByText(message)).length).toBe(2);
    const summary = (await screen.findByTestId('form-error-summary')).textContent ?? '';
    expect(summary).toContain(message);
    expect(summary.split('Phone').length - 1).toBe(1);
  });

  it('says the limit a text missed, in each language', async () => {
    render(<Contact send={vi.fn()} />);
    type('Message', 'Hi');
    expect(await screen.findByText('Message must be at least 5 characters')).toBeTruthy();
    await i18n.changeLanguage('ru');
    type('Message', 'Hi!');
    expect(await screen.findByText('Поле «Message»: не менее 5 символов')).toBeTruthy();
    await i18n.changeLanguage('uz');
    type('Message', 'Hi');
    expect(await screen.findByText('«Message» kamida 5 ta belgidan iborat boʻlishi kerak')).toBeTruthy();
  });

  it("a field's own wording replaces the generic message where it says better what to do", async () => {
    function Region() {
      const site = useSiteForm({
        id: 'test-region',
        initialValues: { region: '' },
        labels: { region: 'Region' },
        validate: (v) => (v.region ? {} : { region: 'required' as const }),
        messages: { region: { required: 'Choose a region from the list' } },
        send: vi.fn(),
      });
      return (
        <ThemeProvider>
          <form onSubmit={site.onSubmit} noValidate>
            <FormErrorSummary form={site} />
            <SubmitButton form={site} />
          </form>
        </ThemeProvider>
      );
    }
    render(<Region />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('form-error-summary')).textContent).toContain('Choose a region from the list');
  });

  it("after a send, the API's receipt is kept for the confirmation, until the visitor starts again", async () => {
    const receipt = {
      id: 'f00dcafe-0000-4000-8000-000000000000',
      reference: 'M-F00D-CAFE',
      form: 'contact',
      status: 'received',
      createdAt: '',
    };
    function Probe() {
      const site = useSiteForm({ id: 'test-receipt', initialValues: empty, labels, schema: ContactForm, send: async () => receipt });
      return (
        <ThemeProvider>
          <form onSubmit={site.onSubmit} noValidate>
            {(Object.keys(labels) as (keyof typeof labels)[]).map((field) => (
              <TextInput key={field} label={labels[field]} {...site.inputProps(field)} />
            ))}
            <SubmitButton form={site} />
          </form>
          <output data-testid="reference">{site.receipt?.reference ?? ''}</output>
          <output data-testid="status">{site.status}</output>
          <button type="button" onClick={site.startAgain}>
            Again
          </button>
        </ThemeProvider>
      );
    }
    render(<Probe />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('reference').textContent).toBe('M-F00D-CAFE'));
    expect(screen.getByTestId('status').textContent).toBe('sent');
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByTestId('reference').textContent).toBe('');
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });

  it('sent before the page hydrated: once hydrated it takes what was typed and sends itself, once', async () => {
    const send = vi.fn().mockResolvedValue({ reference: 'M-0001-0001' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Contact send={send} />);
    document.body.append(container);
    const form = container.querySelector('form')!;
    // The browser itself never sends it: nothing typed goes into an address, nothing is lost to a reload.
    expect(form.getAttribute('method')).toBe('dialog');
    const typed = {
      fio: 'Dilnoza Karimova',
      phone_number: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
      message: 'Is the office open?',
    };
    for (const [field, value] of Object.entries(typed)) container.querySelector<HTMLInputElement>(`#test-contact-${field}`)!.value = value;
    // What the shell's first script does when "Send" is pressed before hydration (shell/src/early-actions.ts).
    const held = new WeakSet([form]);
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('tax.forms.sentEarly')] = held;
    expect(send).not.toHaveBeenCalled();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Contact send={send} />);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual(typed);
    expect(form.hasAttribute('data-live')).toBe(true);
    expect(held.has(form)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });

  it('not sent before it hydrated: typed text is kept, nothing is sent', async () => {
    const send = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Contact send={send} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#test-contact-fio')!.value = 'Dilnoza Karimova';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Contact send={send} />);
    });
    await waitFor(() => expect(container.querySelector('form')!.hasAttribute('data-live')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('#test-contact-fio')!.value).toBe('Dilnoza Karimova');
    act(() => root?.unmount());
    container.remove();
  });
});
