import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { Select, TextInput, Textarea } from '@tax/shared/workspace-ui';
import { NEWS_TOPICS, YOUTUBE_URL_MAX } from '@tax/shared/contract';
import type { EditorialImage } from '@tax/shared/contract';
import { CONTENT_LOCALES, type ContentLocale } from '../logic/form-values.ts';
import { LanguageTabs, RichTextInput, SlugField, type ContentFieldsProps } from './FieldParts.tsx';
import { ImageField } from './ImageField.tsx';

/** Date, topic (and the slug of a new item) once; title, summary and body per language, a tab each; the image and a video. */
export function NewsFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  const image = (form.getValues() as { image?: EditorialImage | null }).image ?? undefined;
  const altErrors: Partial<Record<ContentLocale, string>> = {};
  for (const locale of CONTENT_LOCALES) {
    const error = form.errors[`image.alt.${locale}`];
    if (error) altErrors[locale] = String(error);
  }
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
      <ImageField value={image} onChange={(next) => form.setFieldValue('image', next ?? null)} altErrors={altErrors} />
      <TextInput
        type="url"
        label={t('content.fields.video')}
        description={`${t('content.newsVideoHint')} ${t('content.youtubeHint')}`}
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={YOUTUBE_URL_MAX}
        {...form.getInputProps('video')}
        data-testid="field-video"
      />
    </Stack>
  );
}
