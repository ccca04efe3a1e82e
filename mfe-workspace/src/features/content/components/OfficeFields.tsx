import { Button, Group, SimpleGrid, Stack, Text, useTranslation } from '@tax/shared';
import { Checkbox, Fieldset, Select, Table, TextInput, Textarea } from '@tax/shared/workspace-ui';
import { OFFICE_KINDS, UZBEKISTAN_BOUNDS, WEEKDAY_KEYS } from '@tax/shared/contract';
import type { UseFormReturnType } from '@tax/shared/workspace-ui';
import type { ContentFormValues } from '../logic/form-values.ts';
import type { ClosedDayValues, OfficeFormValues } from '../logic/office-values.ts';
import { LanguageTabs, SlugField, type ContentFieldsProps } from './FieldParts.tsx';
import { useRegionOptions } from './VacancyFields.tsx';

type Form = UseFormReturnType<ContentFormValues>;
const LOCALES = ['uz', 'ru', 'en'] as const;

/** The week, Monday first: a row a day with "closed", opening and closing, and the lunch break (empty: none). */
function WeekTable({ form }: { form: Form }) {
  const { t } = useTranslation('workspace');
  const week = (form.getValues() as OfficeFormValues).week;
  return (
    <Fieldset legend={t('content.office.week')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('content.office.weekHint')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('content.office.day')}</Table.Th>
              <Table.Th scope="col">{t('content.office.closed')}</Table.Th>
              <Table.Th scope="col">{t('content.fields.open')}</Table.Th>
              <Table.Th scope="col">{t('content.fields.close')}</Table.Th>
              <Table.Th scope="col">{t('content.fields.lunchStart')}</Table.Th>
              <Table.Th scope="col">{t('content.fields.lunchEnd')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAY_KEYS.map((day) => {
              const name = t(`content.office.days.${day}`);
              const closed = week[day].closed;
              return (
                <Table.Tr key={day} data-testid={`week-${day}`}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${name}: ${t('content.office.closed')}`}
                      {...form.getInputProps(`week.${day}.closed`, { type: 'checkbox' })}
                      data-testid={`week-${day}-closed`}
                    />
                  </Table.Td>
                  {(['open', 'close', 'lunchStart', 'lunchEnd'] as const).map((part) => (
                    <Table.Td key={part}>
                      <TextInput
                        type="time"
                        aria-label={`${name}: ${t(`content.fields.${part}`)}`}
                        disabled={closed}
                        {...form.getInputProps(`week.${day}.${part}`)}
                        data-testid={`week-${day}-${part}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Fieldset>
  );
}

/** Public holidays or one-off closures: a row each with its date and the reason in the three languages. */
function ClosedDays({ form, list }: { form: Form; list: 'holidays' | 'closures' }) {
  const { t } = useTranslation('workspace');
  const rows = (form.getValues() as OfficeFormValues)[list];
  const listError = form.errors[list];
  return (
    <Fieldset legend={t(`content.office.${list}`)} data-testid={`office-${list}`}>
      <Text size="xs" c="dimmed" mb="xs">
        {t(`content.office.${list}Hint`)}
      </Text>
      <Stack gap="sm">
        {rows.map((_, i) => (
          <Group key={i} align="flex-end" gap="xs" wrap="wrap" data-testid={`${list}-row`}>
            <TextInput
              type="date"
              label={t('content.fields.date')}
              required
              {...form.getInputProps(`${list}.${i}.date`)}
              data-testid={`${list}-${i}-date`}
            />
            {LOCALES.map((l) => (
              <TextInput
                key={l}
                lang={l}
                label={t('content.office.reasonIn', { language: t(`languages.${l}`) })}
                maxLength={200}
                {...form.getInputProps(`${list}.${i}.${l}`)}
                data-testid={`${list}-${i}-${l}`}
              />
            ))}
            <Button variant="default" onClick={() => form.removeListItem(list, i)} data-testid={`${list}-${i}-remove`}>
              {t('content.office.remove')}
            </Button>
          </Group>
        ))}
        {listError ? (
          <Text size="sm" c="red.8" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="default"
            onClick={() => form.insertListItem(list, { date: '', uz: '', ru: '', en: '' } satisfies ClosedDayValues)}
            data-testid={`${list}-add`}
          >
            {t(`content.office.add.${list}`)}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Region, kind, phones, e-mail and point once; the week, holidays and closures; name and address per language. */
export function OfficeFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  const regions = useRegionOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <Select
          label={t('content.fields.region')}
          required
          data={regions}
          allowDeselect={false}
          {...form.getInputProps('region')}
          data-testid="field-region"
        />
        <Select
          label={t('content.fields.kind')}
          required
          data={OFFICE_KINDS.map((kind) => ({ value: kind, label: t(`content.office.kinds.${kind}`) }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
          data-testid="field-kind"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Textarea
          label={t('content.fields.phones')}
          description={t('content.office.phonesHint')}
          required
          autosize
          minRows={2}
          maxLength={220}
          {...form.getInputProps('phones')}
          data-testid="field-phones"
        />
        <TextInput
          label={t('content.fields.email')}
          required
          type="email"
          maxLength={254}
          {...form.getInputProps('email')}
          data-testid="field-email"
        />
        <TextInput
          label={t('content.fields.lat')}
          description={t('content.office.latHint', { min: UZBEKISTAN_BOUNDS.south, max: UZBEKISTAN_BOUNDS.north })}
          required
          inputMode="decimal"
          maxLength={20}
          {...form.getInputProps('lat')}
          data-testid="field-lat"
        />
        <TextInput
          label={t('content.fields.lng')}
          description={t('content.office.lngHint', { min: UZBEKISTAN_BOUNDS.west, max: UZBEKISTAN_BOUNDS.east })}
          required
          inputMode="decimal"
          maxLength={20}
          {...form.getInputProps('lng')}
          data-testid="field-lng"
        />
      </SimpleGrid>
      <WeekTable form={form} />
      <ClosedDays form={form} list="closures" />
      <ClosedDays form={form} list="holidays" />
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <TextInput
              label={t('content.fields.name')}
              maxLength={200}
              {...form.getInputProps(`texts.${locale}.name`)}
              data-testid={`field-name-${locale}`}
            />
            <Textarea
              label={t('content.fields.address')}
              autosize
              minRows={2}
              maxLength={300}
              {...form.getInputProps(`texts.${locale}.address`)}
              data-testid={`field-address-${locale}`}
            />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
