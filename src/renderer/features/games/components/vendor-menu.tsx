import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@shared/api/games';
import type { GameType } from '@shared/constants';
import { Icon } from '@/components/icons';
import { useLaunch } from '../use-launch';

interface Props {
  category: GameType;
  vendors: readonly VendorCard[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}

/** The lobby's vendor menu: all providers, then each vendor; a start button except on RNG (spec section 2). */
export function VendorMenu({ category, vendors, value, onChange }: Props) {
  const { t } = useTranslation('games');
  const launch = useLaunch();
  const withStart = category !== 'RNG';
  return (
    <section className="vendor-menu" aria-label={t('vendors.label')}>
      <ul className="vendor-menu__list">
        <li className="vendor-menu__item">
          <button type="button" className="vendor-menu__choice vendor-menu__choice--all" aria-pressed={value === null} onClick={() => onChange(null)}>
            <span className="vendor-menu__all-icon">
              <Icon name="list" size={20} />
            </span>
            <span className="vendor-menu__name">{t('vendors.all')}</span>
            <span className="vendor-menu__meta">{t('gameCount', { count: vendors.reduce((sum, v) => sum + v.gameCount, 0) })}</span>
          </button>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage} className="vendor-menu__item">
            <button type="button" className="vendor-menu__choice" aria-pressed={value === vendor.vassalage} onClick={() => onChange(vendor.vassalage)}>
              <img src={vendor.lagerIcon} alt="" width={80} height={32} loading="lazy" />
              <span className="vendor-menu__name">{vendor.displayName}</span>
              <span className="vendor-menu__meta">{vendor.maintenance ? t('maintenance') : t('gameCount', { count: vendor.gameCount })}</span>
            </button>
            {withStart ? (
              <button
                type="button"
                className="button button--ghost vendor-menu__start"
                aria-label={t('vendors.startVendor', { vendor: vendor.displayName })}
                disabled={vendor.maintenance}
                onClick={() => launch({ name: vendor.displayName, vassalage: vendor.vassalage, gameType: vendor.gameType })}
              >
                {t('vendors.start')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
