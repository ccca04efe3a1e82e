import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { Select, TextInput, Textarea } from '@tax/shared/workspace-ui';
import { SERVICE_CATEGORIES } from '@tax/shared/contract';
import { LanguageTabs, SlugField, type ContentFieldsProps } from './FieldParts.tsx';

const LINES: Record<string, { max: number; rows: number }> = {
  summary: { max: 600, rows: 2 },
  description: { max: 4000, rows: 4 },
  audience: { max: 400, rows: 2 },
  documents: { max: 2000, rows: 3 },
};

/** Category and price once (a new price on a date: save, then schedule the publication for that day); texts per language. */
export function ServiceFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <Select
          label={t('content.fields.category')}
          required
          data={SERVICE_CATEGORIES.map((category) => ({ value: category, label: t(`content.categories.${category}`) }))}
          allowDeselect={false}
          {...form.getInputProps('category')}
          data-testid="field-category"
        />
        <TextInput
          label={t('content.fields.price')}
          description={t('content.priceHint')}
          required
          inputMode="numeric"
          maxLength={16}
          {...form.getInputProps('price')}
          data-testid="field-price"
        />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            {(['title', 'unit', 'duration'] as const).map((name) => (
              <TextInput
                key={name}
                label={t(`content.fields.${name}`)}
                maxLength={name === 'title' ? 200 : 120}
                {...form.getInputProps(`texts.${locale}.${name}`)}
                data-testid={`field-${name}-${locale}`}
              />
            ))}
            {Object.entries(LINES).map(([name, { max, rows }]) => (
              <Textarea
                key={name}
                label={t(`content.fields.${name}`)}
                description={name === 'documents' ? t('content.linesHint') : undefined}
                autosize
                minRows={rows}
                maxLength={max}
                {...form.getInputProps(`texts.${locale}.${name}`)}
                data-testid={`field-${name}-${locale}`}
              />
            ))}
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
