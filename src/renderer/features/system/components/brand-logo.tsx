import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '../api';
import './brand-logo.css';

/** The merchant's logo linking home; fixed box so nothing shifts when it loads. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const name = data?.name ?? '';
  return (
    <Link to={to} className="brand-logo" aria-label={t('brandHome', { brand: name })}>
      {data ? <img src={data.logoUrl} alt="" width={148} height={40} /> : <span className="brand-logo__placeholder" />}
    </Link>
  );
}
