import { Suspense, useState } from 'react';
import { LoadingState, SimpleGrid, Stack, Tabs, Text, useTranslation } from '@tax/shared';
import { RichTextField, Select, TextInput, Textarea, type RichTextEditorLabels, type UseFormReturnType } from '@tax/shared/workspace-ui';
import { NEWS_TOPICS } from '@tax/shared/contract';
import { CONTENT_LOCALES, isLanguageEmpty, type ContentLocale, type NewsFormValues } from '../logic/form-values.ts';
import classes from './content.module.css';

export interface NewsFieldsProps {
  form: UseFormReturnType<NewsFormValues>;
  tab: ContentLocale;
  onTab: (tab: ContentLocale) => void;
  /** The slug is typed for a new item; an existing one changes it on purpose (ChangeSlug, which keeps the old address). */
  isNew: boolean;
}

/** Date, topic (and the slug of a new item) once; title, summary and body per language, a tab each. */
export function NewsFields({ form, tab, onTab, isNew }: NewsFieldsProps) {
  const { t } = useTranslation('workspace');
  const values = form.getValues();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? (
          <TextInput
            label={t('content.fields.slug')}
            description={t('content.slugHint')}
            required
            maxLength={120}
            autoComplete="off"
            {...form.getInputProps('slug')}
            data-testid="field-slug"
          />
        ) : null}
        <TextInput type="date" label={t('content.fields.date')} required {...form.getInputProps('date')} data-testid="field-date" />
        <Select
          label={t('content.fields.topic')}
          required
          data={NEWS_TOPICS.map((topic) => ({ value: topic, label: t(`content.topics.${topic}`) }))}
          allowDeselect={false}
          {...form.getInputProps('topic')}
          data-testid="field-topic"
        />
      </SimpleGrid>
      <Tabs value={tab} onChange={(next) => next && onTab(next as ContentLocale)} keepMounted={false}>
        <Tabs.List aria-label={t('content.languageTabs')}>
          {CONTENT_LOCALES.map((locale) => {
            const hasError = Object.keys(form.errors).some((path) => path.startsWith(`texts.${locale}.`));
            return (
              <Tabs.Tab key={locale} value={locale} data-testid={`tab-${locale}`} data-error={hasError || undefined}>
                {t(`languages.${locale}`)}
                {hasError ? <span className={classes.tabError}> · {t('content.hasErrors')}</span> : null}
                {isLanguageEmpty(values.texts[locale]) ? <span className={classes.tabEmpty}> · {t('content.states.missing')}</span> : null}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {CONTENT_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="md">
            <LanguageFields form={form} locale={locale} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function LanguageFields({ form, locale }: { form: UseFormReturnType<NewsFormValues>; locale: ContentLocale }) {
  const { t } = useTranslation('workspace');
  const [labels] = useState(() => t('content.toolbar', { returnObjects: true }) as Partial<RichTextEditorLabels>);
  const body = form.getInputProps(`texts.${locale}.body`);
  const bodyLabel = `body-label-${locale}`;
  const bodyError = `body-error-${locale}`;
  return (
    <Stack gap="sm" lang={locale}>
      <Text size="sm">{t('content.languageHint')}</Text>
      <TextInput
        label={t('content.fields.title')}
        maxLength={200}
        {...form.getInputProps(`texts.${locale}.title`)}
        data-testid={`field-title-${locale}`}
      />
      <Textarea
        label={t('content.fields.summary')}
        autosize
        minRows={2}
        maxLength={600}
        {...form.getInputProps(`texts.${locale}.summary`)}
        data-testid={`field-summary-${locale}`}
      />
      <div>
        <Text component="span" id={bodyLabel} size="sm" fw={500} className={classes.bodyLabel}>
          {t('content.fields.body')}
        </Text>
        <Text id={`body-hint-${locale}`} size="xs" c="dimmed">
          {t('content.bodyHint')}
        </Text>
        <Suspense fallback={<LoadingState label={t('common.loading')} />}>
          <RichTextField
            value={String(body.value ?? '')}
            onChange={(html) => form.setFieldValue(`texts.${locale}.body`, html)}
            labelledBy={bodyLabel}
            describedBy={body.error ? bodyError : `body-hint-${locale}`}
            invalid={!!body.error}
            lang={locale}
            labels={labels}
            testId={`field-body-${locale}`}
          />
        </Suspense>
        {body.error ? (
          <Text id={bodyError} size="sm" c="red.8" role="alert" mt={4}>
            {body.error}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
