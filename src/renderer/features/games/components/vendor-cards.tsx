import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@shared/api/games';
import { EmptyState } from '@/components/empty-state';
import { useLaunch } from '../use-launch';
import './vendor-cards.css';

/** Game centre (sports, e-sports, lottery): one card per vendor with its start button. */
export function VendorCards({ vendors, label, isLoading }: { vendors: readonly VendorCard[]; label: string; isLoading?: boolean }) {
  const { t } = useTranslation('games');
  const launch = useLaunch();
  if (isLoading) {
    return (
      <ul className="vendor-cards" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="vendor-cards__placeholder" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (vendors.length === 0) {
    return (
      <EmptyState message={t('in_no_data')} />
    );
  }
  return (
    <ul className="vendor-cards" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={`${vendor.gameType}-${vendor.vassalage}`} className="vendor-card">
          <img className="vendor-card__logo" src={vendor.lagerIcon} alt="" width={160} height={64} loading="lazy" />
          <h3 className="vendor-card__name">{vendor.displayName}</h3>
          <p className="vendor-card__meta">{vendor.maintenance ? t('maintenance') : t('gameCount', { count: vendor.gameCount })}</p>
          <button
            type="button"
            className="button button--primary vendor-card__start"
            aria-label={t('vendors.startVendor', { vendor: vendor.displayName })}
            disabled={vendor.maintenance}
            onClick={() => launch({ name: vendor.displayName, vassalage: vendor.vassalage, gameType: vendor.gameType })}
          >
            {t('vendors.start')}
          </button>
        </li>
      ))}
    </ul>
  );
}
