import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentDetail, AgentFigures as Figures } from '@shared/api/console-agents';
import { dayText, zonedDay } from '@shared/date-range';
import { Amount } from '@/components/amount';

type Card = { key: keyof Omit<Figures, 'revenue'> | 'revenue'; money: boolean; signed?: boolean; note?: (f: Figures) => string };

/** The figures in the order an operator reads them: who, then money in and out, then play and result. */
function cards(t: (key: string, options?: Record<string, unknown>) => string): Card[] {
  return [
    { key: 'members', money: false, note: (f) => t('figures.membersNote', { direct: f.direct }) },
    { key: 'activeMembers', money: false },
    { key: 'newRegistrations', money: false },
    { key: 'firstDeposits', money: false },
    { key: 'deposits', money: true, note: (f) => t('figures.orders', { count: f.depositCount }) },
    { key: 'withdrawals', money: true, note: (f) => t('figures.orders', { count: f.withdrawalCount }) },
    { key: 'validBets', money: true, note: (f) => t('figures.bets', { count: f.betCount }) },
    { key: 'wins', money: true },
    { key: 'netWinLoss', money: true, signed: true },
    { key: 'teamBalance', money: true },
    { key: 'revenue', money: true },
  ];
}

/** The period's days in the merchant's zone ("2026-11-01 to 2026-11-30, Asia/Bangkok"). */
function rangeText(period: AgentDetail['period']): { from: string; to: string } {
  const last = new Date(Date.parse(period.to) - 1);
  return { from: dayText(zonedDay(new Date(period.from), period.timeZone)), to: dayText(zonedDay(last, period.timeZone)) };
}

/** The team's figures over the chosen period, one card each. */
export function AgentsFigures({ detail }: { detail: AgentDetail }) {
  const { t } = useTranslation('consoleAgents');
  const headingId = useId();
  const { figures, currency } = detail;
  return (
    <section className="agents-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="agents-section__heading">
        {t('figures.heading')} <span className="agents-section__sub">{t('detail.range', { ...rangeText(detail.period), zone: detail.period.timeZone })}</span>
      </h3>
      <dl className="agents-figures">
        {cards(t).map((card) => {
          const value = card.key === 'revenue' ? figures.revenue.total : figures[card.key];
          return (
            <div key={card.key} className="agents-figure">
              <dt className="agents-figure__label">{t(`figures.${card.key}`)}</dt>
              <dd className="agents-figure__value">
                {card.money ? <Amount minor={value} currency={currency} signed={card.signed} /> : value.toLocaleString('en-US')}
                {card.note ? <span className="agents-figure__note">{card.note(figures)}</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
