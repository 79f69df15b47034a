import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodesQuery } from '@/lib/config-api';

/** Dialing-code drop-down: a button that toggles the list on click (spec section 4). */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const { data } = useCountryCodesQuery();
  const list = data?.list ?? [];
  return (
    <div className="country-select">
      <button
        type="button"
        className="button button--ghost country-select__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('countryCode', { code: value })}
        onClick={() => setOpen((o) => !o)}
      >
        +{value}
      </button>
      {open ? (
        <ul className="country-select__list" role="listbox" aria-label={t('countryCodes')}>
          {list.map((country) => (
            <li key={country.countryCode} role="option" aria-selected={country.countryDialingCode === value}>
              <button
                type="button"
                onClick={() => {
                  onChange(country.countryDialingCode);
                  setOpen(false);
                }}
              >
                {country.name} +{country.countryDialingCode}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
