/**
 * @tax/shared/forms — everything a form needs: Mantine's form state, the kit's inputs and Mantine's select, file input
 * and pagination, the specification's validation modes and messages, drafts that survive failures, the error summary,
 * and the success and error toasts.
 * A singleton of its own, loaded only by pages with forms.
 */
// Mantine's pickers, for the section versions that drew them: loaded when first drawn (lazy-pickers.tsx).
export { FileInput, Pagination, Select } from './lazy-pickers.tsx';
// The plain controls, the number field among them, are their own lighter singleton (pages with only a search box or a
// filter load just them), imported by the package's name so that the form kit takes them from the page's one copy.
export * from '@tax/shared/inputs';
export { Notifications, notifications } from '@mantine/notifications';
export { NotificationsHost, toastError, toastSuccess } from './notify.tsx';
export * from './validation-mode.ts';
export {
  useSiteForm,
  type SiteForm,
  type SiteFormOptions,
  type SendStatus,
  type SummaryItem,
  type ContractSchema,
} from './use-site-form.tsx';
export { FormErrorSummary, FormSendError, PrivacyNote, SubmitButton } from './FormParts.tsx';
export { FormConfirmation, type FormConfirmationProps } from './FormConfirmation.tsx';
export { FilePicker, type FilePickerProps } from './FilePicker.tsx';
export { fieldMessage } from './messages.ts';
export { usePasswordJudge } from './use-password-judge.ts';
export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export { maskUzPhone } from './phone-mask.ts';
export { loadDraft, saveDraft, clearDraft, storableValues, DRAFT_MAX_AGE_MS } from './draft.ts';
// Contract schemas that forms validate with (zod/mini, the same checks as the server).
export {
  ContactForm,
  PartnerApplicationForm,
  ServiceRequestForm,
  VacancyApplicationFields,
  RegisterBody,
  SignInBody,
  PasswordResetRequestBody,
  PasswordResetBody,
  APPLICANT_AGE,
  CV_MAX_BYTES,
  CV_TYPES,
} from '../contract/forms.ts';
