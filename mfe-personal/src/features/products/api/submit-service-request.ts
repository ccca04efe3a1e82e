import { api, queryClient } from '@tax/shared';
import type { ServiceRequestForm } from '@tax/shared/forms';
import { MY_REQUESTS_KEY } from '../../../lib/api/my-requests-key.ts';

/** Sends a service request (linked to the account when signed in); the cabinet's list is fetched again after. */
export async function submitServiceRequest(body: ServiceRequestForm, idempotencyKey: string) {
  const receipt = await api.forms.serviceRequest(body, { idempotencyKey });
  queryClient.removeQueries({ queryKey: MY_REQUESTS_KEY });
  return receipt;
}
