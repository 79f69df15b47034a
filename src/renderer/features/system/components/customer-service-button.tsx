import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { getHost } from '@/lib/host/get-host';
import { useWhitelabelQuery } from '../api';

/** Opens the merchant's first customer-service channel through the host (web or desktop window). */
export function CustomerServiceButton({ className = 'button button--primary' }: { className?: string }) {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const entry = data?.customerService[0];
  return (
    <button
      type="button"
      className={className}
      disabled={!entry}
      onClick={() => entry && getHost().openCustomerService(entry.url)}
    >
      <Icon name="headset" size={18} />
      <span>{t('customerService.contact')}</span>
    </button>
  );
}
