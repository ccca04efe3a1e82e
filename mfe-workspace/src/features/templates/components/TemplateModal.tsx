import { useState } from 'react';
import { Stack, Text, useTranslation } from '@tax/shared';
import { Modal, TextInput, Textarea, hasLength, useForm } from '@tax/shared/workspace-ui';
import type { ReplyTemplate } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';

const LANGUAGES = ['uz', 'ru', 'en'] as const;

/** A new reply template, or changes to one: a name and its text in the three languages. */
export function TemplateModal({
  template,
  opened,
  onClose,
  onSaved,
}: {
  template: ReplyTemplate | null;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const required = (field: string) => hasLength({ min: 1, max: 10000 }, t('validation.required', { field }));
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: template?.name ?? '', uz: template?.body.uz ?? '', ru: template?.body.ru ?? '', en: template?.body.en ?? '' },
    validate: {
      name: hasLength({ min: 2, max: 120 }, t('validation.templateName')),
      uz: required(t('templates.text', { language: t('languages.uz') })),
      ru: required(t('templates.text', { language: t('languages.ru') })),
      en: required(t('templates.text', { language: t('languages.en') })),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailed(null);
    const body = { name: values.name.trim(), body: { uz: values.uz.trim(), ru: values.ru.trim(), en: values.en.trim() } };
    try {
      if (template) await staffApi.templates.update(template.id, body);
      else await staffApi.templates.create(body);
      onSaved();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={template ? t('templates.editTitle') : t('templates.newTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="template-form">
        <Stack gap="md">
          <Text size="sm">{t('templates.hint')}</Text>
          <ErrorAlert error={failed} />
          <TextInput label={t('templates.name')} required maxLength={120} {...form.getInputProps('name')} data-testid="template-name" />
          {LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={t('templates.text', { language: t(`languages.${language}`) })}
              lang={language}
              required
              autosize
              minRows={3}
              maxLength={10000}
              {...form.getInputProps(language)}
              data-testid={`template-${language}`}
            />
          ))}
          <ModalActions onCancel={onClose} busy={busy} testId="template-save">
            {t('common.save')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
