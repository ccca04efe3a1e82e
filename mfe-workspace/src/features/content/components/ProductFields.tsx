import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { TextInput, Textarea } from '@tax/shared/workspace-ui';
import { LanguageTabs, SlugField, type ContentFieldsProps } from './FieldParts.tsx';

const LINES: Record<string, { max: number; rows: number }> = {
  summary: { max: 600, rows: 2 },
  details: { max: 4000, rows: 4 },
  features: { max: 2000, rows: 3 },
};

/** The price once (empty: on request; a new price on a date: save, then schedule the publication); texts per language. */
export function ProductFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput
          label={t('content.fields.productPrice')}
          description={t('content.productPriceHint')}
          inputMode="numeric"
          maxLength={16}
          {...form.getInputProps('price')}
          data-testid="field-price"
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
            {Object.entries(LINES).map(([name, { max, rows }]) => (
              <Textarea
                key={name}
                label={t(`content.fields.${name}`)}
                description={name === 'features' ? t('content.linesHint') : undefined}
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
