import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, useTranslation } from '@tax/shared';
import { Modal, TextInput, type RichTextImageDialogProps } from '@tax/shared/workspace-ui';
import { IMAGE_ALT_MAX, IMAGE_MAX_BYTES, type EditorialImageInfo } from '@tax/shared/contract';
import { staffApi } from '../../../lib/api/staff.ts';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { ACCEPTED_IMAGE_TYPES, jpegNear, recentImages, rememberImage, uploadErrorKey } from '../logic/image-upload.ts';
import classes from './rich-image-dialog.module.css';

/**
 * A picture for rich text: upload one (the same endpoint and checks as the lead image) or take one uploaded in this
 * page, then write its alt text in the text's language; Insert puts it in the text at the cursor.
 */
export function RichImageDialog({ opened, onClose, onInsert, lang }: RichTextImageDialogProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<EditorialImageInfo | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = t(`languages.${lang ?? 'uz'}`);
  const recent = recentImages();

  const close = () => {
    setChosen(null);
    setAlt('');
    setAltError(null);
    setError(null);
    onClose();
  };

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
      setChosen(uploaded);
    } catch (e) {
      setError(t(`content.image.errors.${uploadErrorKey(e)}`));
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal but sits inside the content form in React's tree: its submit is not the item's.
    event.stopPropagation();
    if (!chosen) return setError(t('content.richImage.noPicture'));
    const text = alt.trim();
    if (!text) return setAltError(t('content.richImage.altRequired', { language }));
    onInsert({ src: jpegNear(chosen, Number.POSITIVE_INFINITY).url, alt: text });
    setChosen(null);
    setAlt('');
    setAltError(null);
  };

  const shown = chosen ? jpegNear(chosen, 480) : null;
  return (
    <Modal opened={opened} onClose={close} title={t('content.richImage.title')} centered>
      <form onSubmit={submit} noValidate data-testid="rich-image-form">
        <Stack gap="sm">
          <Text id={`${id}-hint`} size="xs" c="dimmed">
            {t('content.image.hint')}
          </Text>
          <Button variant="default" onClick={() => input.current?.click()} disabled={progress !== null} aria-describedby={`${id}-hint`}>
            {chosen ? t('content.richImage.another') : t('content.richImage.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className={classes.file}
            onChange={(e) => void pick(e)}
            aria-label={t('content.richImage.upload')}
            data-testid="rich-image-file"
          />
          {progress !== null ? (
            <label className={classes.progress}>
              <span>{t('content.image.uploading', { percent: Math.round(progress * 100) })}</span>
              <progress max={1} value={progress} />
            </label>
          ) : null}
          {error ? (
            <Alert color="red" role="alert" data-testid="rich-image-error">
              {error}
            </Alert>
          ) : null}
          {recent.length > 0 ? (
            <fieldset className={classes.recent}>
              <legend>{t('content.richImage.recent')}</legend>
              {recent.map((image, i) => {
                const small = jpegNear(image, 160);
                return (
                  <label key={image.id} className={classes.recentItem}>
                    <input
                      type="radio"
                      name={`${id}-recent`}
                      checked={chosen?.id === image.id}
                      onChange={() => setChosen(image)}
                      data-testid="rich-image-recent"
                    />
                    <img src={small.url} width={small.width} height={small.height} alt="" />
                    <span>{t('content.richImage.recentItem', { n: i + 1, width: image.width, height: image.height })}</span>
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          {shown ? (
            <img
              src={shown.url}
              width={shown.width}
              height={shown.height}
              alt=""
              className={classes.picture}
              data-testid="rich-image-chosen"
            />
          ) : null}
          <TextInput
            lang={lang}
            label={t('content.image.alt', { language })}
            description={t('content.richImage.altHint')}
            required
            maxLength={IMAGE_ALT_MAX}
            value={alt}
            error={altError}
            onChange={(e) => {
              setAlt(e.currentTarget.value);
              setAltError(null);
            }}
            data-testid="rich-image-alt"
          />
          <ModalActions onCancel={close} busy={progress !== null} testId="rich-image-insert">
            {t('content.richImage.insert')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
