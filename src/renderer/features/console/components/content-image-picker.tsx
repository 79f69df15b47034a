import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE } from '@shared/api/console-content';
import { useUploadImageMutation, type UploadedImage } from '../api-content';
import { localUploadProblem, readAsBase64, sizeText, uploadProblemOf, type UploadProblem } from '../content-upload';

interface PickerProps {
  token: string;
  url: string;
  onUploaded: (image: UploadedImage) => void;
  /** A problem of the banner's picture the dialog found (none chosen, gone from the server). */
  error: string | null;
}

/** The banner's picture: the current one, a file chooser that uploads at once, and why a file was refused. */
export function ContentImagePicker({ token, url, onUploaded, error }: PickerProps) {
  const { t } = useTranslation('consoleContent');
  const id = useId();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [last, setLast] = useState<UploadedImage | null>(null);
  const limits = { maxSize: sizeText(BANNER_IMAGE.maxBytes), minWidth: BANNER_IMAGE.minWidth, maxWidth: BANNER_IMAGE.maxWidth, minHeight: BANNER_IMAGE.minHeight, maxHeight: BANNER_IMAGE.maxHeight };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const local = localUploadProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    try {
      const image = await upload({ token, data: await readAsBase64(file) }).unwrap();
      setLast(image);
      onUploaded(image);
    } catch (failure) {
      setProblem(uploadProblemOf(failure));
    }
  };

  const message = problem ? t(`upload.problem.${problem}`, limits) : error;
  return (
    <div className={`form-field content-picker${message ? ' form-field--error' : ''}`}>
      <span className="form-field__label" id={`${id}-label`}>
        {t('upload.label')}
        <span aria-hidden="true"> *</span>
      </span>
      <div className="content-picker__row">
        {url ? <img className="content-thumb content-thumb--large" src={url} alt={t('upload.current')} /> : <span className="content-thumb content-thumb--empty">{t('upload.noneYet')}</span>}
        <div className="content-picker__controls">
          <label className="button button--ghost content-picker__choose" htmlFor={id}>
            {url ? t('upload.replace') : t('upload.choose')}
          </label>
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={message ? true : undefined}
            disabled={isLoading}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {isLoading ? <span role="status">{t('upload.uploading')}</span> : null}
          {last && last.url === url ? <span className="console-muted">{t('upload.done', { width: last.width, height: last.height, size: sizeText(last.bytes) })}</span> : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="form-hint">
        {t('upload.hint', limits)}
      </p>
      {message ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
