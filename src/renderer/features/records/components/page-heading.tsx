import { useTranslation } from 'react-i18next';

export type RecordsPage = 'transactionHistory' | 'personalProfit' | 'bonusDetails' | 'personalHistoryCopy';

/** The page title (the section's accessible name) and its one-line intro. */
export function PageHeading({ page }: { page: RecordsPage }) {
  const { t } = useTranslation('records');
  return (
    <header className="records__head">
      <h1 id={`${page}-title`} className="records__title">
        {t(`titles.${page}`)}
      </h1>
      <p className="records__intro">{t(`intros.${page}`)}</p>
    </header>
  );
}
