import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoadingState, Stack, Tabs, Text, useTranslation } from '@tax/shared';
import {
  RichTextField,
  TextInput,
  type RichTextEditorLabels,
  type RichTextImageOptions,
  type UseFormReturnType,
} from '@tax/shared/workspace-ui';
import { CONTENT_LOCALES, isLanguageEmpty, type ContentFormValues, type ContentLocale } from '../logic/form-values.ts';
import { isSiteImage } from '../logic/image-upload.ts';
import { RichImageDialog } from './RichImageDialog.tsx';
import classes from './content.module.css';

/** What every type's field component takes (the editor shell passes the same to each). */
export interface ContentFieldsProps {
  form: UseFormReturnType<ContentFormValues>;
  tab: ContentLocale;
  onTab: (tab: ContentLocale) => void;
  /** The slug is typed for a new item; an existing one changes it on purpose (ChangeSlug, which keeps the old address). */
  isNew: boolean;
}

/** A new item's slug (the end of its public address). */
export function SlugField({ form }: { form: UseFormReturnType<ContentFormValues> }) {
  const { t } = useTranslation('workspace');
  return (
    <TextInput
      label={t('content.fields.slug')}
      description={t('content.slugHint')}
      required
      maxLength={120}
      autoComplete="off"
      {...form.getInputProps('slug')}
      data-testid="field-slug"
    />
  );
}

/** A tab per language, each marked when it has a field to check or nothing written; `children` renders one language. */
export function LanguageTabs({
  form,
  tab,
  onTab,
  children,
}: {
  form: UseFormReturnType<ContentFormValues>;
  tab: ContentLocale;
  onTab: (tab: ContentLocale) => void;
  children: (locale: ContentLocale) => ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const values = form.getValues();
  return (
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
          <Stack gap="sm" lang={locale}>
            <Text size="sm">{t('content.languageHint')}</Text>
            {children(locale)}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A language's rich text (TipTap, loaded when first shown), labelled, with its hint and message. */
export function RichTextInput({
  form,
  locale,
  name,
  label,
  hint,
}: {
  form: UseFormReturnType<ContentFormValues>;
  locale: ContentLocale;
  /** The field's name in the language's texts (`body`, `duties`…). */
  name: string;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation('workspace');
  const [labels] = useState(() => t('content.toolbar', { returnObjects: true }) as Partial<RichTextEditorLabels>);
  const image = useMemo<RichTextImageOptions>(
    () => ({ label: t('content.richImage.button'), accepts: isSiteImage, Dialog: RichImageDialog }),
    [t],
  );
  const path = `texts.${locale}.${name}`;
  const input = form.getInputProps(path);
  const labelId = `${name}-label-${locale}`;
  const hintId = `${name}-hint-${locale}`;
  const errorId = `${name}-error-${locale}`;
  return (
    <div>
      <Text component="span" id={labelId} size="sm" fw={500} className={classes.bodyLabel}>
        {label}
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {hint ?? t('content.bodyHint')}
      </Text>
      <Suspense fallback={<LoadingState label={t('common.loading')} />}>
        <RichTextField
          value={String(input.value ?? '')}
          onChange={(html) => form.setFieldValue(path, html)}
          labelledBy={labelId}
          describedBy={input.error ? errorId : hintId}
          invalid={!!input.error}
          lang={locale}
          labels={labels}
          image={image}
          testId={`field-${name}-${locale}`}
        />
      </Suspense>
      {input.error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert" mt={4}>
          {input.error}
        </Text>
      ) : null}
    </div>
  );
}
