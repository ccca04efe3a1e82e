import { api, type UploadOptions, type VacancyApplicationInput } from '@tax/shared';

/** Sends a vacancy application with its CV (multipart, with upload progress; one idempotency key per submission). */
export const sendApplication = (input: VacancyApplicationInput, options: UploadOptions) => api.forms.vacancyApplication(input, options);
