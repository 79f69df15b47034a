import { useTranslation } from 'react-i18next';
import type { RebateView } from '@shared/api/promotions';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ZonedTime } from '@/components/zoned-time';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { useDecimals } from '../use-decimals';
import { useRebateQuery } from '../api';
import { rateText } from '../rate-text';
import { PromotionsSection } from './promotions-section';
import { RebateClaim } from './rebate-claim';

type Category = RebateView['categories'][number];
type Claim = RebateView['claims'][number];

/** `manualRebate`: rebate accrued per game category since the last claim, the claim, and past claims. */
export default function RebatePage() {
  const { t } = useTranslation(['promotions', 'games']);
  const decimals = useDecimals();
  const { data, error, isLoading } = useRebateQuery();
  const money = (minor: number) => <Amount minor={minor} currency={data?.currency ?? ''} decimals={decimals} />;
  const categories: DataColumn<Category>[] = [
    { header: t('rebatePage.columns.category'), cell: (row) => t(`games:categories.${row.category}`) },
    { header: t('rebatePage.columns.validBets'), cell: (row) => money(row.validBets), align: 'end' },
    { header: t('rebatePage.columns.rate'), cell: (row) => rateText(row.rateBp), align: 'end' },
    { header: t('rebatePage.columns.amount'), cell: (row) => money(row.amount), align: 'end' },
  ];
  const claims: DataColumn<Claim>[] = [
    { header: t('rebatePage.columns.time'), cell: (row) => <ZonedTime iso={row.at} /> },
    { header: t('rebatePage.columns.amount'), cell: (row) => <Amount minor={row.amount} currency={data?.currency ?? ''} decimals={decimals} signed />, align: 'end' },
    { header: t('rebatePage.columns.kind'), cell: (row) => t(`rebatePage.kinds.${row.auto ? 'auto' : 'manual'}`) },
  ];
  const unavailable = isApiError(error) && error.code === 'function_not_enabled';
  return (
    <PromotionsSection id="rebate-title" title={t('rebatePage.title')} intro={t('rebatePage.intro')} loading={isLoading}>
      {unavailable ? <EmptyState message={t('rebatePage.unavailable')} /> : null}
      {error && !unavailable ? <EmptyState failed message={t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`)} /> : null}
      {data ? (
        <>
          <RebateClaim view={data} money={(minor) => moneyText(minor, data.currency, decimals)} />
          <h2 id="rebate-categories" className="rebate__heading">
            {t('rebatePage.categories')}
          </h2>
          <DataTable
            labelledBy="rebate-categories"
            columns={categories}
            rows={data.categories}
            rowKey={(row) => row.category}
            emptyText={t('rebatePage.noBets')}
            footer={[t('rebatePage.totalRow'), money(data.categories.reduce((sum, c) => sum + c.validBets, 0)), '', money(data.total)]}
            stacked
          />
          <h2 id="rebate-history" className="rebate__heading">
            {t('rebatePage.history')}
          </h2>
          <DataTable labelledBy="rebate-history" columns={claims} rows={data.claims} rowKey={(row) => row.id} emptyText={t('rebatePage.noClaims')} stacked />
        </>
      ) : null}
    </PromotionsSection>
  );
}
