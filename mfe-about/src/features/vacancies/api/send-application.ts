import { api, useMutation, type UploadOptions, type VacancyApplicationInput } from '@tax/shared';

/** Sends a vacancy application with its CV (multipart, with upload progress; one idempotency key per submission). */
export const sendApplication = (input: VacancyApplicationInput, options: UploadOptions) => api.forms.vacancyApplication(input, options);

export const useSendApplication = () =>
  useMutation({
    mutationFn: ({ input, options }: { input: VacancyApplicationInput; options: UploadOptions }) => sendApplication(input, options),
  });
