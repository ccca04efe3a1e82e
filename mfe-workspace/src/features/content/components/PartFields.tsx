import { SimpleGrid, Stack, useTranslation } from '@tax/shared';
import { Select, TextInput, Textarea, type UseFormReturnType } from '@tax/shared/workspace-ui';
import { CERTIFICATE_KINDS, ORDER_MAX, STAFF_GROUPS, YOUTUBE_URL_MAX, type EditorialImage } from '@tax/shared/contract';
import { CONTENT_LOCALES, type ContentFormValues, type ContentLocale } from '../logic/form-values.ts';
import { LanguageTabs, RichTextInput, SlugField, type ContentFieldsProps } from './FieldParts.tsx';
import { ImageField, type ImageUse } from './ImageField.tsx';

/** The part's image (`image` of the form), with the alt-text errors the form or the server gave. */
function PartImage({ form, use }: { form: UseFormReturnType<ContentFormValues>; use: ImageUse }) {
  const image = (form.getValues() as { image?: EditorialImage | null }).image ?? undefined;
  const altErrors: Partial<Record<ContentLocale, string>> = {};
  for (const locale of CONTENT_LOCALES) {
    const error = form.errors[`image.alt.${locale}`];
    if (error) altErrors[locale] = String(error);
  }
  return <ImageField use={use} value={image} onChange={(next) => form.setFieldValue('image', next ?? null)} altErrors={altErrors} />;
}

/**
 * The home and about pages' parts. Their place in the public list is a plain number (smaller first): a number input,
 * so the arrow keys and the browser's own buttons move it up and down, and a screen reader says what it is.
 */
function OrderField({ form }: { form: UseFormReturnType<ContentFormValues> }) {
  const { t } = useTranslation('workspace');
  return (
    <TextInput
      type="number"
      label={t('content.fields.order')}
      description={t('content.orderHint')}
      required
      min={0}
      max={ORDER_MAX}
      step={1}
      inputMode="numeric"
      {...form.getInputProps('order')}
      data-testid="field-order"
    />
  );
}

/** A line of text per language (`name` its field; `max` as the contract says). */
function LineInput({ form, locale, name, max }: { form: UseFormReturnType<ContentFormValues>; locale: string; name: string; max: number }) {
  const { t } = useTranslation('workspace');
  return (
    <TextInput
      label={t(`content.fields.${name}`)}
      maxLength={max}
      {...form.getInputProps(`texts.${locale}.${name}`)}
      data-testid={`field-${name}-${locale}`}
    />
  );
}

function ParagraphInput({
  form,
  locale,
  name,
  max,
}: {
  form: UseFormReturnType<ContentFormValues>;
  locale: string;
  name: string;
  max: number;
}) {
  const { t } = useTranslation('workspace');
  return (
    <Textarea
      label={t(`content.fields.${name}`)}
      autosize
      minRows={2}
      maxLength={max}
      {...form.getInputProps(`texts.${locale}.${name}`)}
      data-testid={`field-${name}-${locale}`}
    />
  );
}

/** A home slide: its button's page of the site and its place once; title, text and button label per language. */
export function SlideFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput
          label={t('content.fields.link')}
          description={t('content.linkHint')}
          required
          maxLength={300}
          autoComplete="off"
          {...form.getInputProps('link')}
          data-testid="field-link"
        />
        <OrderField form={form} />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="title" max={160} />
            <ParagraphInput form={form} locale={locale} name="text" max={400} />
            <LineInput form={form} locale={locale} name="linkLabel" max={60} />
          </>
        )}
      </LanguageTabs>
      <PartImage form={form} use="slide" />
    </Stack>
  );
}

/** A partner: its site and place once; its name and description per language. */
export function PartnerFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput
          type="url"
          label={t('content.fields.url')}
          description={t('content.urlHint')}
          required
          maxLength={300}
          autoComplete="off"
          {...form.getInputProps('url')}
          data-testid="field-url"
        />
        <OrderField form={form} />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="name" max={160} />
            <ParagraphInput form={form} locale={locale} name="description" max={600} />
          </>
        )}
      </LanguageTabs>
      <PartImage form={form} use="logo" />
    </Stack>
  );
}

/** A licence or certificate: kind, number, days issued and valid until (empty: no end), place; title and issuer per language. */
export function CertificateFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <Select
          label={t('content.fields.kind')}
          required
          data={CERTIFICATE_KINDS.map((kind) => ({ value: kind, label: t(`content.certificateKinds.${kind}`) }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
          data-testid="field-kind"
        />
        <TextInput
          label={t('content.fields.number')}
          required
          maxLength={80}
          {...form.getInputProps('number')}
          data-testid="field-number"
        />
        <TextInput type="date" label={t('content.fields.issued')} required {...form.getInputProps('issued')} data-testid="field-issued" />
        <TextInput
          type="date"
          label={t('content.fields.validUntil')}
          description={t('content.validUntilHint')}
          {...form.getInputProps('validUntil')}
          data-testid="field-valid-until"
        />
        <OrderField form={form} />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="title" max={300} />
            <LineInput form={form} locale={locale} name="issuer" max={300} />
          </>
        )}
      </LanguageTabs>
      <PartImage form={form} use="scan" />
    </Stack>
  );
}

/** An award: its year and place once; title and description per language. */
export function AwardFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput
          type="number"
          label={t('content.fields.year')}
          required
          min={1991}
          max={2100}
          inputMode="numeric"
          {...form.getInputProps('year')}
          data-testid="field-year"
        />
        <OrderField form={form} />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="title" max={300} />
            <ParagraphInput form={form} locale={locale} name="description" max={1000} />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}

/** A staff page: group, place, public phone and e-mail once; name, position, biography and reception hours per language. */
export function StaffFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: isNew ? 5 : 4 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <Select
          label={t('content.fields.group')}
          required
          data={STAFF_GROUPS.map((group) => ({ value: group, label: t(`content.staffGroups.${group}`) }))}
          allowDeselect={false}
          {...form.getInputProps('group')}
          data-testid="field-group"
        />
        <OrderField form={form} />
        <TextInput
          type="tel"
          label={t('content.fields.phone')}
          required
          maxLength={40}
          {...form.getInputProps('phone')}
          data-testid="field-phone"
        />
        <TextInput
          type="email"
          label={t('content.fields.email')}
          required
          maxLength={254}
          {...form.getInputProps('email')}
          data-testid="field-email"
        />
      </SimpleGrid>
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="fio" max={160} />
            <LineInput form={form} locale={locale} name="position" max={200} />
            <RichTextInput form={form} locale={locale} name="biography" label={t('content.fields.biography')} />
            <LineInput form={form} locale={locale} name="receptionHours" max={200} />
          </>
        )}
      </LanguageTabs>
      <PartImage form={form} use="portrait" />
    </Stack>
  );
}

/** A gallery video: its day, YouTube address and length once; title and description per language. */
export function VideoFields({ form, tab, onTab, isNew }: ContentFieldsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isNew ? 3 : 2 }} spacing="sm">
        {isNew ? <SlugField form={form} /> : null}
        <TextInput type="date" label={t('content.fields.date')} required {...form.getInputProps('date')} data-testid="field-date" />
        <TextInput
          label={t('content.fields.videoDuration')}
          description={t('content.videoDurationHint')}
          required
          placeholder="4:05"
          maxLength={8}
          {...form.getInputProps('duration')}
          data-testid="field-duration"
        />
      </SimpleGrid>
      <TextInput
        type="url"
        label={t('content.fields.youtube')}
        description={t('content.youtubeHint')}
        required
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={YOUTUBE_URL_MAX}
        {...form.getInputProps('youtube')}
        data-testid="field-youtube"
      />
      <LanguageTabs form={form} tab={tab} onTab={onTab}>
        {(locale) => (
          <>
            <LineInput form={form} locale={locale} name="title" max={200} />
            <ParagraphInput form={form} locale={locale} name="description" max={1000} />
          </>
        )}
      </LanguageTabs>
    </Stack>
  );
}
