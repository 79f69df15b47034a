import { useTranslation } from 'react-i18next';
import type { VipView } from '@shared/api/promotions';
import { DataTable, type DataColumn } from '@/components/data-table';
import { moneyText } from '@/lib/format';
import { rateText } from '../rate-text';
import { useDecimals } from '../use-decimals';

type Rung = VipView['levels'][number];

/** The merchant's VIP levels and what each needs and gives; the member's own level is marked. */
export function VipLadder({ view }: { view: VipView }) {
  const { t } = useTranslation('promotions');
  const decimals = useDecimals();
  const money = (minor: number) => moneyText(minor, view.currency, decimals);
  const columns: DataColumn<Rung>[] = [
    {
      header: t('vip.columns.level'),
      className: (rung) => (rung.level === view.level ? 'vip-ladder__mine' : ''),
      cell: (rung) => (
        <>
          {rung.label}
          {rung.level === view.level ? <span className="vip-ladder__you"> {t('vip.you')}</span> : null}
        </>
      ),
    },
    { header: t('vip.columns.bets'), cell: (rung) => money(rung.minBets), align: 'end' },
    { header: t('vip.columns.deposits'), cell: (rung) => money(rung.minDeposits), align: 'end' },
    { header: t('vip.columns.upgradeBonus'), cell: (rung) => money(rung.upgradeBonus), align: 'end' },
    { header: t('vip.columns.rebate'), cell: (rung) => `+${rateText(rung.rebateBonusBp)}`, align: 'end' },
    { header: t('vip.columns.birthdayBonus'), cell: (rung) => money(rung.birthdayBonus), align: 'end' },
    { header: t('vip.columns.withdrawMax'), cell: (rung) => (rung.withdrawMax > 0 ? money(rung.withdrawMax) : t('vip.standard')), align: 'end' },
  ];
  return (
    <DataTable label={t('vip.ladder')} columns={columns} rows={view.levels} rowKey={(rung) => rung.level} emptyText={t('vip.empty')} stacked />
  );
}
