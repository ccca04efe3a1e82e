import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { TextInput } from '@tax/shared/workspace-ui';
import { LanguageTabs, RichTextInput, SlugField, type ContentFieldsProps } from './FieldParts.tsx';

/**
 * A legal document: its version label and the day it comes into force, once; per language its title and text, whose
 * level-2 headings start the sections of the public page (the same sections in every language).
 */
export function DocumentFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput
          label={t('content.fields.version')}
          description={t('content.documentVersionHint')}
          required
          maxLength={32}
          autoComplete="off"
          {...form.getInputProps('version')}
          data-testid="field-version"
        />
        <TextInput
          type="date"
          label={t('content.fields.effective')}
          required
          {...form.getInputProps('effective')}
          data-testid="field-effective"
        />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <TextInput
              label={t('content.fields.title')}
              maxLength={300}
              {...form.getInputProps(`texts.${locale}.title`)}
              data-testid={`field-title-${locale}`}
            />
            <RichTextInput form={form} locale={locale} name="body" label={t('content.fields.body')} hint={t('content.documentBodyHint')} />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
