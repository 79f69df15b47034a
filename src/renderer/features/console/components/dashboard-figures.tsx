import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardFigures as Figures } from '@shared/api/dashboard';
import { Amount } from '@/components/amount';

type FigureKey = keyof typeof FIGURE_KEYS;

/** Each card: its label key, the value of a period, and whether it is money (signed: a result). */
const FIGURE_KEYS = {
  deposits: { money: true, count: 'depositCount' },
  withdrawals: { money: true, count: 'withdrawalCount' },
  netDeposits: { money: true, signed: true },
  bets: { money: true, count: 'betCount' },
  wins: { money: true },
  ggr: { money: true, signed: true },
  bonuses: { money: true },
  newPlayers: { money: false },
  activePlayers: { money: false },
} satisfies Record<string, { money: boolean; signed?: boolean; count?: keyof Figures }>;

function Value({ figures, name, currency }: { figures: Figures; name: FigureKey; currency: string }) {
  const { t } = useTranslation('console');
  const spec: { money: boolean; signed?: boolean; count?: keyof Figures } = FIGURE_KEYS[name];
  const value = figures[name];
  return (
    <>
      <span className="figure-card__value">{spec.money ? <Amount minor={value} currency={currency} signed={spec.signed} /> : value.toLocaleString('en-US')}</span>
      {spec.count ? <span className="figure-card__count">{t(spec.count === 'betCount' ? 'dashboard.betCount' : 'dashboard.orders', { count: figures[spec.count] })}</span> : null}
    </>
  );
}

function FigureCard({ dashboard, name }: { dashboard: Dashboard; name: FigureKey }) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <section className="figure-card" aria-labelledby={id}>
      <h3 id={id} className="figure-card__label">
        {t(`dashboard.figures.${name}`)}
      </h3>
      <dl className="figure-card__periods">
        <div className="figure-card__period figure-card__period--today">
          <dt>{t('dashboard.today')}</dt>
          <dd>
            <Value figures={dashboard.today} name={name} currency={dashboard.currency} />
          </dd>
        </div>
        <div className="figure-card__period">
          <dt>{t('dashboard.month')}</dt>
          <dd>
            <Value figures={dashboard.month} name={name} currency={dashboard.currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Today beside this month for every figure, one card each, as many a row as the width allows. */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const { today, month } = dashboard;
  return (
    <section className="dashboard-figures" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('dashboard.figuresLabel')}
      </h2>
      <p className="dashboard-figures__periods">
        <span>
          {t('dashboard.today')}: <strong>{today.from}</strong>
        </span>
        <span>
          {t('dashboard.month')}: <strong>{t('dashboard.period', { from: month.from, to: month.to })}</strong>
        </span>
      </p>
      <div className="figure-grid">
        {(Object.keys(FIGURE_KEYS) as FigureKey[]).map((name) => (
          <FigureCard key={name} dashboard={dashboard} name={name} />
        ))}
      </div>
    </section>
  );
}
