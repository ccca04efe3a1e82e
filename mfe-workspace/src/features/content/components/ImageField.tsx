import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Stack, Text, useDebouncedValue, useTranslation } from '@tax/shared';
import { TextInput } from '@tax/shared/workspace-ui';
import { staffApi } from '../../../lib/api/staff.ts';
import { IMAGE_MAX_BYTES, type EditorialImage, type EditorialImageInfo } from '@tax/shared/contract';
import { CONTENT_LOCALES, type ContentLocale } from '../logic/form-values.ts';
import { ACCEPTED_IMAGE_TYPES, rememberImage, uploadErrorKey } from '../logic/image-upload.ts';
import { cropOf, cropStyle, MIN_CROP_SIZE, placeOf, type CropPlace } from '../logic/crop-box.ts';
import classes from './image-field.module.css';

/**
 * What the picture is for: an article's picture (its 1200×630 link-preview crop is set here), or a part shown at a
 * shape of its own on the public pages (no link preview: the preview shows that shape instead): a staff portrait
 * (square, cut around a point above the middle), a partner's logo (whole), a home slide (5:2, cut around the
 * centre), a certificate's scan (whole).
 */
export type ImageUse = 'article' | 'portrait' | 'logo' | 'slide' | 'scan';

export interface ImageFieldProps {
  use?: ImageUse;
  /** The image of the content (absent: none). */
  value: EditorialImage | undefined;
  onChange: (next: EditorialImage | undefined) => void;
  /** Alt-text errors per language, from the form or the server's 422 (`image.alt.ru`). */
  altErrors?: Partial<Record<ContentLocale, string>>;
}

/**
 * An image for content: upload (JPEG, PNG or WebP up to 10 MB and 40 megapixels, checked here first and by the
 * server), its progress, a preview, the alt text in each language, and the 1200×630 link-preview crop set with three
 * range inputs (size, across, down) drawn as a box over the preview.
 */
export function ImageField({ use = 'article', value, onChange, altErrors = {} }: ImageFieldProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<EditorialImageInfo | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Coming back to saved content: the image's sizes and files from the server.
  useEffect(() => {
    if (!value || info?.id === value.id) return;
    const controller = new AbortController();
    staffApi.editorial.images.get(value.id, { signal: controller.signal }).then(setInfo, () => undefined);
    return () => controller.abort();
  }, [value, info?.id]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return setError(t('content.image.errors.file_type'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('content.image.errors.file_size'));
    setProgress(0);
    try {
      const uploaded = await staffApi.editorial.images.upload(file, { onProgress: setProgress });
      rememberImage(uploaded);
      setInfo(uploaded);
      onChange({ id: uploaded.id, alt: value?.alt ?? {}, crop: uploaded.og.crop });
    } catch (e) {
      setError(t(`content.image.errors.${uploadErrorKey(e)}`));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={`${id}-label`} data-testid="image-field">
      <Text component="span" id={`${id}-label`} size="sm" fw={500}>
        {use === 'article' ? t('content.image.label') : t(`content.image.uses.${use}.label`)}
      </Text>
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        {t('content.image.hint')}
        {use === 'article' ? null : ` ${t(`content.image.uses.${use}.hint`)}`}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => input.current?.click()} disabled={progress !== null} aria-describedby={`${id}-hint`}>
          {value ? t('content.image.replace') : t('content.image.choose')}
        </Button>
        {value ? (
          <Button variant="subtle" color="red" onClick={() => (setInfo(null), onChange(undefined))} disabled={progress !== null}>
            {t('content.image.remove')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className={classes.file}
          onChange={(e) => void pick(e)}
          aria-label={t('content.image.choose')}
          data-testid="image-file"
        />
      </Group>
      {progress !== null ? (
        <label className={classes.progress}>
          <span>{t('content.image.uploading', { percent: Math.round(progress * 100) })}</span>
          <progress max={1} value={progress} />
        </label>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="image-error">
          {error}
        </Alert>
      ) : null}
      {value && info ? (
        use === 'article' ? (
          <Preview info={info} value={value} onChange={onChange} onInfo={setInfo} />
        ) : (
          <Shaped info={info} use={use} />
        )
      ) : null}
      {value ? (
        <Stack gap="xs">
          {CONTENT_LOCALES.map((locale) => (
            <TextInput
              key={locale}
              lang={locale}
              label={t('content.image.alt', { language: t(`languages.${locale}`) })}
              description={locale === 'uz' ? t(use === 'logo' ? 'content.image.uses.logo.altHint' : 'content.image.altHint') : undefined}
              maxLength={300}
              value={value.alt[locale] ?? ''}
              error={altErrors[locale]}
              onChange={(e) => onChange({ ...value, alt: { ...value.alt, [locale]: e.currentTarget.value } })}
              data-testid={`image-alt-${locale}`}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The JPEG closest to 960 wide (sharp enough beside the controls, light to load). */
function previewFile(info: EditorialImageInfo) {
  const jpegs = info.variants.filter((v) => v.format === 'jpeg');
  return jpegs.find((v) => v.width >= 960) ?? jpegs.at(-1) ?? info.variants[0]!;
}

/** The picture as the public pages frame it (a square portrait, a whole logo…), beside its size. */
function Shaped({ info, use }: { info: EditorialImageInfo; use: Exclude<ImageUse, 'article'> }) {
  const { t } = useTranslation('workspace');
  const small = previewFile(info);
  return (
    <figure className={classes.figure}>
      <img
        src={small.url}
        width={small.width}
        height={small.height}
        alt=""
        className={classes.shaped}
        data-use={use}
        data-testid="image-shaped"
      />
      <figcaption>
        <Text size="xs">
          {t('content.image.size', { width: info.width, height: info.height })} · {t(`content.image.uses.${use}.shown`)}
        </Text>
      </figcaption>
    </figure>
  );
}

interface PreviewProps {
  info: EditorialImageInfo;
  value: EditorialImage;
  onChange: (next: EditorialImage) => void;
  onInfo: (info: EditorialImageInfo) => void;
}

/** The picture with the crop box over it, the three range inputs, and the link-preview picture the server made. */
function Preview({ info, value, onChange, onInfo }: PreviewProps) {
  const { t } = useTranslation('workspace');
  const [place, setPlace] = useState<CropPlace>(() => placeOf(value.crop ?? info.og.crop, info.width, info.height));
  const crop = cropOf(place, info.width, info.height);
  // The server makes the new link-preview picture once the editor stops moving the box (publishing makes it too).
  const [settled] = useDebouncedValue(crop, 400);
  const settledKey = `${settled.x}-${settled.y}-${settled.width}-${settled.height}`;
  const shownKey = `${info.og.crop.x}-${info.og.crop.y}-${info.og.crop.width}-${info.og.crop.height}`;
  useEffect(() => {
    if (settledKey === shownKey) return;
    const [x, y, width, height] = settledKey.split('-').map(Number) as [number, number, number, number];
    const controller = new AbortController();
    staffApi.editorial.images.crop(info.id, { crop: { x, y, width, height } }, { signal: controller.signal }).then(onInfo, () => undefined);
    return () => controller.abort();
  }, [settledKey, shownKey, info.id, onInfo]);

  const move = (next: CropPlace) => {
    setPlace(next);
    onChange({ ...value, crop: cropOf(next, info.width, info.height) });
  };
  const small = previewFile(info);
  const slider = (key: keyof CropPlace, min: number) => (
    <label className={classes.slider}>
      <span>{t(`content.image.crop.${key}`)}</span>
      <input
        type="range"
        min={min}
        max={100}
        step={1}
        value={place[key]}
        onChange={(e) => move({ ...place, [key]: Number(e.currentTarget.value) })}
        data-testid={`image-crop-${key}`}
      />
    </label>
  );
  return (
    <div className={classes.preview}>
      <figure className={classes.figure}>
        <div className={classes.frame}>
          <img src={small.url} width={small.width} height={small.height} alt="" className={classes.picture} />
          <div className={classes.box} style={cropStyle(crop, info.width, info.height)} aria-hidden="true" />
        </div>
        <figcaption>
          <Text size="xs">{t('content.image.size', { width: info.width, height: info.height })}</Text>
        </figcaption>
      </figure>
      <fieldset className={classes.crop}>
        <legend>{t('content.image.crop.legend')}</legend>
        {slider('size', MIN_CROP_SIZE)}
        {slider('across', 0)}
        {slider('down', 0)}
        <img
          src={info.og.url}
          width={240}
          height={126}
          alt={t('content.image.crop.result')}
          className={classes.og}
          data-testid="image-og"
        />
      </fieldset>
    </div>
  );
}
