import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/envelope';
import { useLazyVerifyDomainQuery } from '../api';
import { normalizeDomain } from '../domain';

/** "Verify Representative": checks a domain against the server's official mirror list. */
export function VerifyForm() {
  const { t } = useTranslation('mirrors');
  const { t: te } = useTranslation('errors');
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [verify, { data, error, isFetching }] = useLazyVerifyDomainQuery();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = normalizeDomain(value);
    if (!check.ok) {
      setFieldError(t(`verify.${check.reason}`));
      return;
    }
    setFieldError(null);
    void verify(check.domain);
  };

  const serverError = error ? te(isApiError(error) ? error.code : 'unknown_error') : null;
  return (
    <section className="mirrors__card" aria-labelledby="verify-title">
      <h2 id="verify-title" className="mirrors__card-title">
        {t('verify.title')}
      </h2>
      <p className="mirrors__muted">{t('verify.text')}</p>
      <form className="verify-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="field__label">
          {t('verify.label')}
        </label>
        <div className="verify-form__row">
          <input
            id={inputId}
            className="field__input"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder={t('verify.placeholder')}
            value={value}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={isFetching}>
            {t('verify.submit')}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="field__error" role="alert">
            {fieldError}
          </p>
        ) : null}
      </form>
      {!fieldError && serverError ? <p className="field__error" role="alert">{serverError}</p> : null}
      {!fieldError && !serverError && data ? (
        <p role="status" className={`verify-result ${data.official ? 'verify-result--ok' : 'verify-result--bad'}`}>
          {data.official ? '✓ ' : '✗ '}
          {t(data.official ? 'verify.official' : 'verify.notOfficial', { domain: data.domain })}
        </p>
      ) : null}
    </section>
  );
}
