import { api } from '@tax/shared';
import type { PartnerApplicationForm } from '@tax/shared/forms';

/** Sends the partner application (integration with a payment system). */
export const submitPartnerApplication = (body: PartnerApplicationForm, idempotencyKey: string) =>
  api.forms.partnerApplication(body, { idempotencyKey });
