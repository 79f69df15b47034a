import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

interface Props {
  image: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string | null;
}

/** Captcha answer with the image; clicking the image (a button) gets a new one. */
export function CaptchaField({ image, value, onChange, onRefresh, error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={t('fields.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete="off"
      maxLength={16}
      addon={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('captchaRefresh')}>
          {image ? <img src={image} alt="" /> : null}
        </button>
      }
    />
  );
}
