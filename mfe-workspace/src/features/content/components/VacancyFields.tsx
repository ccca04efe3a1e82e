import { SimpleGrid, Stack, regionsQuery, useLocale, useQuery, useTranslation } from '@tax/shared';
import { Select, TextInput, Textarea } from '@tax/shared/workspace-ui';
import { REGION_CODES } from '@tax/shared/contract';
import { LanguageTabs, SlugField, type ContentFieldsProps } from './FieldParts.tsx';

/** The regions' names in the page's language (from the public API); the codes while they load or if it fails. */
export function useRegionOptions() {
  const locale = useLocale();
  const regions = useQuery(regionsQuery(locale));
  const names = new Map(regions.data?.items.map((r) => [r.code, r.name]));
  return REGION_CODES.map((code) => ({ value: code, label: names.get(code) ?? code }));
}

/** Region, salary range and closing date once; title, employment, duties and requirements per language. */
export function VacancyFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  const regions = useRegionOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: isNew ? 5 : 4 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <Select
          label={t('content.fields.region')}
          required
          data={regions}
          allowDeselect={false}
          {...form.getInputProps('region')}
          data-testid="field-region"
        />
        <TextInput
          label={t('content.fields.salaryFrom')}
          description={t('content.salaryHint')}
          inputMode="numeric"
          maxLength={16}
          {...form.getInputProps('salaryFrom')}
          data-testid="field-salary-from"
        />
        <TextInput
          label={t('content.fields.salaryTo')}
          inputMode="numeric"
          maxLength={16}
          {...form.getInputProps('salaryTo')}
          data-testid="field-salary-to"
        />
        <TextInput
          type="date"
          label={t('content.fields.deadline')}
          description={t('content.deadlineHint')}
          required
          {...form.getInputProps('deadline')}
          data-testid="field-deadline"
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
            <TextInput
              label={t('content.fields.employment')}
              maxLength={120}
              {...form.getInputProps(`texts.${locale}.employment`)}
              data-testid={`field-employment-${locale}`}
            />
            <Textarea
              label={t('content.fields.duties')}
              description={t('content.linesHint')}
              autosize
              minRows={3}
              maxLength={4000}
              {...form.getInputProps(`texts.${locale}.duties`)}
              data-testid={`field-duties-${locale}`}
            />
            <Textarea
              label={t('content.fields.requirements')}
              description={t('content.linesHint')}
              autosize
              minRows={3}
              maxLength={4000}
              {...form.getInputProps(`texts.${locale}.requirements`)}
              data-testid={`field-requirements-${locale}`}
            />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
