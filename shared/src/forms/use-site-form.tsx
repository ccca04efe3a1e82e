import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type FocusEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusBackAfterBusy } from '../ui/focus-back.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { isApiError, newIdempotencyKey } from '../api/client.ts';
import type { FieldErrorCode } from '../contract/common.ts';
import { fieldIssues, type FieldIssue, type FormReceipt, type IssueLike } from '../contract/forms.ts';
import { recordError } from '../errors/errors.ts';
import { clearDraft, loadDraft, saveDraft, storableValues } from './draft.ts';
import { goLive } from '../ui/early-input.ts';
import { fieldMessage } from './messages.ts';
import { toastSuccess } from './notify.tsx';
import { DEFAULT_VALIDATION_MODE, shouldValidate, type ValidationMode } from './validation-mode.ts';

type Values = Record<string, unknown>;

/** A schema from the API contract (zod/mini): the browser checks exactly what the server will check. */
export interface ContractSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

export interface SiteFormOptions<V extends Values> {
  /** Stable id of the form: its draft is kept under it, and its fields' ids start with it. */
  id: string;
  initialValues: V;
  /** Localized field labels, for the messages and the error summary, in the form's order (the summary's order). */
  labels: Record<keyof V & string, string>;
  /** The contract's schema of the request body. */
  schema?: ContractSchema;
  /** Further checks the schema cannot make (a file's size and type). */
  validate?: (values: V) => Partial<Record<keyof V & string, FieldErrorCode>>;
  mode?: ValidationMode;
  /** Fields never written to the draft (files, passwords). */
  persistExclude?: (keyof V & string)[];
  /** Sends the form; the idempotency key stays the same across retries of one submission. */
  send: (values: V, context: { idempotencyKey: string }) => Promise<unknown>;
  onSuccess?: (result: unknown, values: V) => void;
  /** Also show the specification's 'sent' toast (the contact form); the page's confirmation is shown either way. */
  successToast?: boolean;
  /** A field's own wording for a problem, where the generic one would not say what to do ('Choose a region'). */
  messages?: Partial<Record<keyof V & string, Partial<Record<FieldErrorCode, string>>>>;
  /**
   * A page's own message for a failed send that has no field errors (a wrong password, a lockout);
   * return null to use the generic ones.
   */
  describeError?: (error: unknown) => string | null;
}

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface SummaryItem {
  field: string;
  inputId: string;
  label: string;
  message: string;
}

export interface SiteForm<V extends Values> {
  form: UseFormReturnType<V>;
  /** Props for a Mantine input: value, error, id, and the validation mode's triggers. */
  inputProps: (field: keyof V & string) => Record<string, unknown>;
  inputId: (field: keyof V & string) => string;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /**
   * The form element's props: `<form {...site.formProps}>`. Sent by the kit only: `method="dialog"` makes the
   * browser's own sending do nothing (outside a dialog). Before, a form sent before its page's scripts ran, or with
   * none, went to the page's address with every field in its query (a history, a log), and came back empty. Without
   * scripts the form says that it needs them; pressed before they run, it sends once they do (ui/early-input.ts).
   */
  formProps: { method: 'dialog'; noValidate: true; onSubmit: (event: FormEvent) => void };
  status: SendStatus;
  /** Why the last send failed (network, server, rate limit), localized; null after success. */
  sendError: string | null;
  /** Field errors to list above the form after a submit (empty when there are none). */
  summary: SummaryItem[];
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** True when the form came back with a draft from earlier. */
  restored: boolean;
  /** The API's receipt of the last successful send (with the reference to show), until `startAgain`. */
  receipt: FormReceipt | null;
  /** Back to an empty form after a confirmation ("send another"). */
  startAgain: () => void;
}

function isReceipt(value: unknown): value is FormReceipt {
  return typeof value === 'object' && value !== null && typeof (value as FormReceipt).reference === 'string';
}

/**
 * A site form: Mantine form state, the specification's validation modes and messages, the contract's checks,
 * a draft kept until sending succeeds, an error summary on submit, server field errors shown on their fields,
 * and retries that reuse one idempotency key so a submission is stored once.
 */
export function useSiteForm<V extends Values>(options: SiteFormOptions<V>): SiteForm<V> {
  const {
    id,
    labels,
    schema,
    mode = DEFAULT_VALIDATION_MODE,
    persistExclude = [],
    send,
    onSuccess,
    successToast = false,
    describeError,
    messages,
  } = options;
  const { t } = useTranslation();
  const [draft] = useState(() => loadDraft<V>(id));
  const keyRef = useRef<string>(draft?.idempotencyKey ?? newIdempotencyKey());
  const [status, setStatus] = useState<SendStatus>('idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const everInvalid = useRef(new Set<string>());
  const focusValue = useRef(new Map<string, unknown>());
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const extraValidate = useRef(options.validate);
  useEffect(() => {
    extraValidate.current = options.validate;
  });

  const issuesFor = useCallback(
    (values: V): Partial<Record<string, FieldIssue>> => {
      const issues: Partial<Record<string, FieldIssue>> = {};
      if (schema) {
        const result = schema.safeParse(values);
        if (!result.success) Object.assign(issues, fieldIssues(result.error.issues));
      }
      for (const [field, code] of Object.entries(extraValidate.current?.(values) ?? {})) {
        if (code) issues[field] = { code: code as FieldErrorCode };
      }
      return issues;
    },
    [schema],
  );

  const messageOf = useCallback(
    (field: string, issue: FieldIssue) =>
      messages?.[field as keyof V & string]?.[issue.code] ?? fieldMessage(t, issue.code, labels[field as keyof V & string], issue.limit),
    [messages, t, labels],
  );

  const form = useForm<V>({
    mode: 'controlled',
    initialValues: { ...options.initialValues, ...draft?.values } as V,
    validate: (values: V) => {
      const errors: Record<string, string> = {};
      for (const [field, issue] of Object.entries(issuesFor(values))) {
        if (!issue || !(field in labels)) continue;
        errors[field] = messageOf(field, issue);
      }
      return errors;
    },
    onValuesChange: (values) => {
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        saveDraft(id, { values: storableValues(values, persistExclude), idempotencyKey: keyRef.current, savedAt: Date.now() });
      }, 250);
    },
  });

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const inputId = useCallback((field: keyof V & string) => `${id}-${field}`, [id]);

  // Once, after the form first appears (after hydration on a server-rendered page): what the visitor typed or chose
  // before the scripts ran joins the form's state, and a send pressed then is made now (ui/early-input.ts). The form
  // is found from its fields' ids.
  const fieldNames = useRef(Object.keys(options.initialValues) as (keyof V & string)[]);
  useEffect(() => {
    for (const field of fieldNames.current) {
      const owner = (document.getElementById(inputId(field)) as HTMLInputElement | null)?.form;
      if (owner) return goLive(owner);
    }
    return undefined;
  }, [inputId]);

  const check = useCallback(
    (field: string) => {
      const result = form.validateField(field as never);
      if (result.hasError) everInvalid.current.add(field);
    },
    [form],
  );

  const inputProps = useCallback(
    (field: keyof V & string) => {
      const base = form.getInputProps(field) as Record<string, unknown> & {
        onChange?: (value: unknown) => void;
        onBlur?: (event: FocusEvent) => void;
        onFocus?: (event: FocusEvent) => void;
      };
      return {
        ...base,
        id: inputId(field),
        name: field,
        onFocus: (event: FocusEvent) => {
          focusValue.current.set(field, form.getValues()[field]);
          base.onFocus?.(event);
        },
        onChange: (value: unknown) => {
          base.onChange?.(value);
          if (shouldValidate(mode, 'input', everInvalid.current.has(field))) queueMicrotask(() => check(field));
        },
        onBlur: (event: FocusEvent) => {
          base.onBlur?.(event);
          // Leaving the field for the submit button: the submit checks everything. Checking now would show a
          // message that moves the button away from under the pointer, and the click would be lost.
          const next = event.relatedTarget as HTMLElement | null;
          if (next instanceof HTMLButtonElement && next.type === 'submit') return;
          const changed = focusValue.current.get(field) !== form.getValues()[field];
          const trigger = changed ? 'change' : 'blur';
          if (shouldValidate(mode, trigger, everInvalid.current.has(field))) check(field);
        },
      };
    },
    [form, inputId, mode, check],
  );

  const errors = form.errors;
  const summary: SummaryItem[] = useMemo(
    () =>
      summaryOpen
        ? // In the order of `labels` (the form's order), not in the order the errors were found.
          Object.keys(labels)
            .map((field) => [field, errors[field]] as const)
            .filter(([, message]) => message)
            .map(([field, message]) => ({
              field,
              inputId: inputId(field as keyof V & string),
              label: labels[field as keyof V & string],
              message: String(message),
            }))
        : [],
    [summaryOpen, errors, labels, inputId],
  );

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (status === 'sending') return;
    const result = form.validate();
    setSummaryOpen(true);
    if (result.hasErrors) {
      for (const field of Object.keys(result.errors)) everInvalid.current.add(field);
      focusSummary();
      return;
    }
    setStatus('sending');
    setSendError(null);
    // A send that fails as a whole (the network, the server, a limit) puts focus back where it was (focus-back.ts).
    const focusedAtSend = typeof document === 'undefined' ? null : document.activeElement;
    const values = form.getValues();
    const attempt = () => send(values, { idempotencyKey: keyRef.current });
    try {
      let response: unknown;
      try {
        response = await attempt();
      } catch (error) {
        // The same key with other content (edited after a send whose answer was lost): a new submission.
        if (isApiError(error) && error.code === 'idempotency_key_reused') {
          keyRef.current = newIdempotencyKey();
          response = await attempt();
        } else throw error;
      }
      clearDraft(id);
      keyRef.current = newIdempotencyKey();
      everInvalid.current.clear();
      setSummaryOpen(false);
      setStatus('sent');
      form.setInitialValues(options.initialValues);
      form.setValues(options.initialValues);
      form.resetDirty();
      setReceipt(isReceipt(response) ? response : null);
      if (successToast) toastSuccess(t('common:form.sent'));
      onSuccess?.(response, values);
    } catch (error) {
      setStatus('failed');
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        const fieldMessages: Record<string, string> = {};
        for (const [field, code] of Object.entries(error.fields)) {
          if (field in labels) fieldMessages[field] = messageOf(field, { code: code as FieldErrorCode });
        }
        form.setErrors(fieldMessages);
        for (const field of Object.keys(fieldMessages)) everInvalid.current.add(field);
        setSendError(Object.keys(fieldMessages).length ? null : t('common:form.invalidSend'));
        focusSummary();
      } else if (describeError?.(error)) {
        setSendError(describeError(error));
        focusBackAfterBusy(focusedAtSend);
      } else if (isApiError(error) && error.status === 429) {
        setSendError(t('common:form.rateLimited', { seconds: error.retryAfter ?? 60 }));
        focusBackAfterBusy(focusedAtSend);
      } else {
        // The visitor's own mistakes (4xx) are answered on the form; only real failures go to the error log.
        if (!isApiError(error) || error.status >= 500) recordError(error);
        setSendError(t('common:form.sendFailed'));
        focusBackAfterBusy(focusedAtSend);
      }
    }
  };

  const startAgain = useCallback(() => {
    setReceipt(null);
    setStatus('idle');
  }, []);

  const formProps = { method: 'dialog', noValidate: true, onSubmit: (event: FormEvent) => void onSubmit(event) } as const;

  return { form, inputProps, inputId, onSubmit, formProps, status, sendError, summary, summaryRef, restored: !!draft, receipt, startAgain };
}
