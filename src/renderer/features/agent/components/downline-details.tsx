import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineRow } from '@shared/api/agent';
import { Amount } from '@/components/amount';
import { Modal } from '@/components/modal';
import { ContractRatesCell } from './contract-rates-cell';
import { LocalTime } from './team-columns';

/** Everything the list knows about one downline, in a dialog. */
export function DownlineDetails({ row, currency, decimals, onClose }: { row: DownlineRow; currency: string; decimals: number; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = (minor: number) => <Amount minor={minor} currency={currency} decimals={decimals} />;
  const items: [string, ReactNode][] = [
    ['account', row.account],
    ['nickname', row.nickname || '—'],
    ['type', t(`team.kinds.${row.isAgent ? 'agent' : 'member'}`)],
    ['status', t(`team.statuses.${row.status}`, { defaultValue: row.status })],
    ['level', row.level],
    ['teamSize', row.teamSize],
    ['balance', money(row.balance)],
    ['deposits', money(row.deposits)],
    ['validBets', money(row.validBets)],
    ['contracts', <ContractRatesCell key="contracts" rates={row.contractRates} />],
    ['lastLogin', <LocalTime key="lastLogin" iso={row.lastLoginAt} />],
    ['registeredAt', <LocalTime key="registeredAt" iso={row.registeredAt} />],
  ];
  return (
    <Modal title={t('team.details.title', { account: row.account })} onClose={onClose} size="sm">
      <dl className="team-details">
        {items.map(([key, value]) => (
          <div key={key} className="team-details__item">
            <dt>{t(key === 'nickname' || key === 'status' ? `team.details.${key}` : `team.columns.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
