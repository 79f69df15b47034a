import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  /** Its label is `records:<section>.<key>`, its test id `<section>-<key>`. */
  key: string;
  value: string;
  className: string;
}

/** A records page's totals: labelled figures in one group. */
export function SummaryList({ section, label, items }: { section: 'bets' | 'profit'; label: string; items: SummaryItem[] }) {
  const { t } = useTranslation('records');
  return (
    <dl className="records-summary" role="group" aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className="records-summary__item">
          <dt>{t(`${section}.${item.key}`)}</dt>
          <dd className={item.className} data-testid={`${section}-${item.key}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
