import { useTranslation } from 'react-i18next';
import { Amount } from './amount';
import './summary-list.css';

export interface SummaryItem {
  /** Its label is `records:<section>.<key>`, its test id `<section>-<key>`. */
  key: string;
  /** Minor units. */
  minor: number;
  /** A result (win/loss, profit) rather than a sum: signed and coloured. */
  signed?: boolean;
}

/** A list's totals: labelled money figures in one group (labels from the `records` namespace). */
export function SummaryList({ section, label, items, currency, decimals }: { section: 'bets' | 'profit'; label: string; items: SummaryItem[]; currency: string; decimals: number }) {
  const { t } = useTranslation('records');
  return (
    <dl className="summary-list" role="group" aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className="summary-list__item">
          <dt>{t(`${section}.${item.key}`)}</dt>
          <dd data-testid={`${section}-${item.key}`}>
            <Amount minor={item.minor} currency={currency} decimals={decimals} signed={item.signed} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
