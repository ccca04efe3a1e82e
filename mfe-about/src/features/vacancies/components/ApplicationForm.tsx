import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, LocalizedLink, Stack, Text, useTranslation, type FieldErrorCode } from '@tax/shared';
import {
  APPLICANT_AGE,
  FilePicker,
  FormConfirmation,
  FormErrorSummary,
  PrivacyNote,
  FormSendError,
  PhoneInput,
  SubmitButton,
  TextInput,
  Textarea,
  VacancyApplicationFields,
  useSiteForm,
} from '@tax/shared/forms';
import { sendApplication } from '../api/send-application.ts';
import { checkCv, checkCvQuick } from '../hooks/cv-check.ts';

interface Values extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  surname: string;
  birthday: string;
  phone_number: string;
  email: string;
  position: string;
  cv: File | null;
}

/**
 * The application form of an open vacancy: the contract's fields, the CV checked in the browser (type by
 * extension, MIME and first bytes; size) before it is uploaded with progress, and one stored application per send.
 */
export function ApplicationForm({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation('about');
  // In the form's order: the error summary lists the fields in this order.
  const labels = {
    position: t('form.position'),
    last_name: t('form.lastName'),
    first_name: t('form.firstName'),
    surname: t('form.surname'),
    birthday: t('form.birthday'),
    phone_number: t('form.phone'),
    email: t('form.email'),
    cv: t('form.cv'),
  };
  const initialValues: Values = {
    first_name: '',
    last_name: '',
    surname: '',
    birthday: '',
    phone_number: '',
    email: '',
    position: slug,
    cv: null,
  };
  // The content check (first bytes) is asynchronous; its verdict is kept here and read by the form's validation.
  const cvVerdict = useRef<{ file: File; code: FieldErrorCode | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const site = useSiteForm<Values>({
    id: `about-vacancy-${slug}`,
    initialValues,
    labels,
    schema: VacancyApplicationFields,
    persistExclude: ['cv'],
    // The rule with its numbers (the contract's, which the server checks too), not "not valid".
    messages: { birthday: { age: t('form.ageRule', { min: APPLICANT_AGE.min, max: APPLICANT_AGE.max }) } },
    validate: (values) => {
      const quick = checkCvQuick(values.cv);
      if (quick) return { cv: quick };
      const verdict = cvVerdict.current;
      if (verdict && verdict.file === values.cv && verdict.code) return { cv: verdict.code };
      return {};
    },
    send: async (values, { idempotencyKey }) => {
      const cv = values.cv as File;
      const verdict = await checkCv(cv);
      if (verdict) {
        cvVerdict.current = { file: cv, code: verdict };
        throw Object.assign(new Error('cv refused'), { fields: { cv: verdict } });
      }
      setProgress(0);
      try {
        return await sendApplication(
          {
            first_name: values.first_name,
            last_name: values.last_name,
            surname: values.surname.trim() ? values.surname : undefined,
            birthday: values.birthday,
            phone_number: values.phone_number,
            email: values.email,
            position: values.position,
            cv,
            cvName: cv.name,
          },
          { idempotencyKey, onUploadProgress: setProgress },
        );
      } finally {
        setProgress(null);
      }
    },
  });

  // When the verdict on a chosen file arrives, the field is validated again (if that file is still the chosen one).
  // An effect event: it reads the current form without making the check re-run on every render.
  const onCvVerdict = useEffectEvent((file: File, code: FieldErrorCode | null) => {
    cvVerdict.current = { file, code };
    if (site.form.getValues().cv === file) site.form.validateField('cv');
  });
  const cv = site.form.getValues().cv;
  useEffect(() => {
    if (!cv) return;
    let live = true;
    void checkCv(cv).then((code) => {
      if (live) onCvVerdict(cv, code);
    });
    return () => {
      live = false;
    };
  }, [cv]);

  const position = site.inputProps('position') as { id: string; error?: string };
  if (site.receipt) {
    return (
      <FormConfirmation
        title={t('form.applicationDone')}
        reference={site.receipt.reference}
        actions={
          <Button component={LocalizedLink} to="vacancy" variant="outline">
            {t('form.applicationBack')}
          </Button>
        }
      >
        {t('form.applicationNext')}
      </FormConfirmation>
    );
  }
  return (
    <form {...site.formProps} aria-labelledby="application-title" data-testid="application-form">
      <Stack gap="sm" maw={640}>
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        {/* A box that grows with the title: a long one ("…information security") is never cut at 375 px. */}
        <Textarea label={labels.position} id={position.id} error={position.error} value={title} readOnly autosize minRows={1} />
        <TextInput label={labels.last_name} autoComplete="family-name" required {...site.inputProps('last_name')} />
        <TextInput label={labels.first_name} autoComplete="given-name" required {...site.inputProps('first_name')} />
        <TextInput label={labels.surname} description={t('form.optional')} autoComplete="additional-name" {...site.inputProps('surname')} />
        <TextInput label={labels.birthday} type="date" autoComplete="bday" required {...site.inputProps('birthday')} />
        <PhoneInput label={labels.phone_number} description={t('form.phoneHint')} required {...site.inputProps('phone_number')} />
        <TextInput label={labels.email} type="email" autoComplete="email" required {...site.inputProps('email')} />
        <FilePicker
          label={labels.cv}
          description={t('form.cvHint')}
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          required
          {...(site.inputProps('cv') as { id: string; value: File | null; onChange: (file: File | null) => void })}
        />
        {progress !== null ? (
          <div>
            <Text size="sm" id="cv-progress-label">
              {t('form.uploading', { percent: Math.round(progress * 100) })}
            </Text>
            <progress max={1} value={progress} aria-labelledby="cv-progress-label" style={{ width: '100%' }} data-testid="cv-progress" />
          </div>
        ) : null}
        <PrivacyNote to="privacy" />
        <div>
          <SubmitButton form={site} label={t('form.apply')} />
        </div>
      </Stack>
    </form>
  );
}
