import { useTranslation } from 'react-i18next';

export interface Agreement {
  terms: boolean;
  age: boolean;
  /** Submit was tried without both ticks. */
  error: boolean;
}

/** Terms agreement and the minimum-age confirmation (spec section 5). */
export function RegisterChecks({ minimumAge, value, onChange }: { minimumAge: number; value: Agreement; onChange: (next: Agreement) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="form">
      <label className="form-check">
        <input type="checkbox" checked={value.terms} onChange={(e) => onChange({ ...value, terms: e.target.checked, error: false })} />
        <span>
          {t('agreeTerms')} (<a href="/help#term" target="_blank" rel="noreferrer">{t('terms')}</a>)
        </span>
      </label>
      <label className="form-check">
        <input type="checkbox" checked={value.age} onChange={(e) => onChange({ ...value, age: e.target.checked, error: false })} />
        {t('ageConfirm', { age: String(minimumAge) })}
      </label>
      {value.error && (!value.terms || !value.age) ? (
        <p className="form-field__error" role="alert">
          {t('errors.agree')}
        </p>
      ) : null}
    </div>
  );
}
