import { Stack, useTranslation } from '@tax/shared';
import {
  ContactForm as ContactSchema,
  FormConfirmation,
  FormErrorSummary,
  PrivacyNote,
  FormSendError,
  PhoneInput,
  SubmitButton,
  TextInput,
  Textarea,
  useSiteForm,
  type ValidationMode,
} from '@tax/shared/forms';
import { sendContact } from '../api/send-contact.ts';

const EMPTY = { fio: '', phone_number: '', email: '', message: '' };

/** The leave-a-message form (fio, phone, e-mail, message), in the site's validation modes. */
export function ContactForm({ mode }: { mode?: ValidationMode }) {
  const { t } = useTranslation('about');
  const labels = { fio: t('form.fio'), phone_number: t('form.phone'), email: t('form.email'), message: t('form.message') };
  const site = useSiteForm({
    id: 'about-contact',
    initialValues: EMPTY,
    labels,
    schema: ContactSchema,
    mode,
    // The specification's toast stays for this form; the confirmation with the reference is shown as well.
    successToast: true,
    send: (values, { idempotencyKey }) => sendContact(values, { idempotencyKey }),
  });
  if (site.receipt) {
    return (
      <FormConfirmation
        title={t('form.contactDone')}
        reference={site.receipt.reference}
        againLabel={t('form.contactAgain')}
        onAgain={site.startAgain}
      >
        {t('form.contactNext')}
      </FormConfirmation>
    );
  }
  return (
    <form {...site.formProps} aria-labelledby="message-title" data-testid="contact-form" data-mode={mode ?? 'aggressive'}>
      <Stack gap="sm" maw={640}>
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        <TextInput label={labels.fio} autoComplete="name" required {...site.inputProps('fio')} />
        <PhoneInput label={labels.phone_number} description={t('form.phoneHint')} required {...site.inputProps('phone_number')} />
        <TextInput label={labels.email} type="email" autoComplete="email" required {...site.inputProps('email')} />
        <Textarea label={labels.message} autosize minRows={4} required {...site.inputProps('message')} />
        <PrivacyNote to="privacy" />
        <div>
          <SubmitButton form={site} />
        </div>
      </Stack>
    </form>
  );
}
