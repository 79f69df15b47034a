import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '../api';

/** Footer strip of the merchant's vendor logos. */
export function VendorStrip() {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const vendors = data?.footerVendors ?? [];
  if (vendors.length === 0) return null;
  return (
    <section className="vendor-strip" aria-label={t('vendors')}>
      <ul className="vendor-strip__list">
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <img src={vendor.logoUrl} alt={vendor.name} title={vendor.name} width={96} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
