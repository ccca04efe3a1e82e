import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { Select, TextInput, Textarea } from '@tax/shared/workspace-ui';
import { NEWS_TOPICS } from '@tax/shared/contract';
import { LanguageTabs, RichTextInput, SlugField, type ContentFieldsProps } from './FieldParts.tsx';

/** Date, topic (and the slug of a new item) once; title, summary and body per language, a tab each. */
export function NewsFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
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
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
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
            <RichTextInput form={form} locale={locale} name="body" label={t('content.fields.body')} />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
