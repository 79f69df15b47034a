import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@shared/api/agent';
import { Amount } from '@/components/amount';

/** The overview's figures, one card each: counts first, then money, then the result and the balance. */
export function OverviewCards({ overview, decimals }: { overview: TeamOverview; decimals: number }) {
  const { t } = useTranslation('agent');
  const { figures, currency } = overview;
  const money = (minor: number, signed = false) => <Amount minor={minor} currency={currency} decimals={decimals} signed={signed} />;
  const cards: { key: string; value: ReactNode; note?: string }[] = [
    { key: 'teamSize', value: t('team.overview.teamSizeValue', { direct: overview.teamSize.direct, total: overview.teamSize.total }) },
    { key: 'newRegistrations', value: overview.newRegistrations },
    { key: 'firstDeposits', value: overview.firstDeposits },
    { key: 'activeMembers', value: figures.activeMembers },
    { key: 'deposits', value: money(figures.deposits), note: t('team.overview.count', { n: figures.depositCount }) },
    { key: 'withdrawals', value: money(figures.withdrawals), note: t('team.overview.count', { n: figures.withdrawalCount }) },
    { key: 'bets', value: money(figures.bets), note: t('team.overview.count', { n: figures.betCount }) },
    { key: 'validBets', value: money(figures.validBets) },
    { key: 'wins', value: money(figures.wins) },
    { key: 'bonusesRebates', value: money(figures.bonuses + figures.rebates) },
    { key: 'netWinLoss', value: money(figures.netWinLoss, true) },
    { key: 'teamBalance', value: money(overview.teamBalance) },
  ];
  return (
    <dl className="team-cards">
      {cards.map((card) => (
        <div key={card.key} className={`team-card team-card--${card.key}`} data-testid={`overview-${card.key}`}>
          <dt className="team-card__label">{t(`team.figures.${card.key}`)}</dt>
          <dd className="team-card__value">{card.value}</dd>
          {card.note ? <dd className="team-card__note">{card.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
