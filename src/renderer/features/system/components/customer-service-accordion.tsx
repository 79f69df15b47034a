import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { getHost } from '@/lib/host/get-host';
import { useWhitelabelQuery } from '../api';

/** Side-menu accordion with one button per configured customer-service channel. */
export function CustomerServiceAccordion() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { data } = useWhitelabelQuery();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const entries = data?.customerService ?? [];
  if (entries.length === 0) return null;
  return (
    <div className="side-accordion">
      <button
        type="button"
        className="side-menu__item side-accordion__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="headset" size={18} />
        <span>{tc('customerService')}</span>
        <span className={`side-accordion__chevron${open ? ' is-open' : ''}`}>
          <Icon name="chevron" size={16} />
        </span>
      </button>
      <ul id={panelId} className="side-accordion__panel" hidden={!open}>
        {entries.map((entry) => (
          <li key={`${entry.csType}-${entry.label}`}>
            <button type="button" className="side-accordion__entry" onClick={() => getHost().openCustomerService(entry.url)}>
              <span>{t(`customerService.types.${entry.csType}`)}</span>
              <span className="side-accordion__meta">{entry.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
