import { api, type SubmitOptions } from '@tax/shared';
import type { ContactForm } from '@tax/shared/contract';

/** Sends the leave-a-message form (one idempotency key per submission, so a retry is stored once). */
export const sendContact = (body: ContactForm, options: SubmitOptions) => api.forms.contact(body, options);
