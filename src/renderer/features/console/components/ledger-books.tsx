import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BooksRow } from '@shared/api/console-ledger';
import { isCalendarDay } from '@shared/date-range';
import { Amount } from '@/components/amount';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { LoadFailure } from './load-failure';
import { useLedgerBooksQuery } from '../api-games';
import { booksByCurrency, shiftDay, type CurrencyBooks } from '../ledger-books';

const count = (n: number) => n.toLocaleString('en-US');

function booksColumns(t: TFunction<'consoleGames'>, currency: string): DataColumn<BooksRow>[] {
  return [
    { header: t('ledger.kind'), wrap: true, cell: (row) => t(`ledger.kinds.${row.kind}`, { defaultValue: row.kind }) },
    { header: t('ledger.entries'), align: 'end', cell: (row) => count(row.entries) },
    { header: t('ledger.credits'), align: 'end', cell: (row) => <Amount minor={row.credits} currency={currency} /> },
    { header: t('ledger.debits'), align: 'end', cell: (row) => <Amount minor={row.debits} currency={currency} /> },
    { header: t('ledger.net'), align: 'end', cell: (row) => <Amount minor={row.net} currency={currency} signed /> },
    { header: t('ledger.closing'), align: 'end', cell: (row) => <Amount minor={row.closing} currency={currency} /> },
  ];
}

function CurrencyTable({ part }: { part: CurrencyBooks }) {
  const { t } = useTranslation('consoleGames');
  const { currency, total } = part;
  const footer = [
    <strong key="label">{t('ledger.total')}</strong>,
    count(total.entries),
    <Amount key="credits" minor={total.credits} currency={currency} />,
    <Amount key="debits" minor={total.debits} currency={currency} />,
    <Amount key="net" minor={total.net} currency={currency} signed />,
    <Amount key="closing" minor={total.closing} currency={currency} />,
  ];
  return (
    <DataTable
      columns={booksColumns(t, currency)}
      rows={part.rows}
      rowKey={(row) => row.kind}
      footer={footer}
      emptyText={t('ledger.booksEmpty')}
      label={t('ledger.booksLabel', { currency })}
      stacked
    />
  );
}

/** A day's books in the merchant's zone (today unless ?day= says otherwise), a table per currency. */
export function LedgerBooks({ token }: { token: string }) {
  const { t } = useTranslation(['consoleGames', 'common']);
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = isCalendarDay(asked) ? asked : undefined;
  const { data, error, isFetching, refetch } = useLedgerBooksQuery({ token, day }, { refetchOnMountOrArgChange: 30 });
  const shown = day ?? data?.day ?? '';
  const go = (next: string | undefined) => setParams(next ? { day: next } : {}, { replace: true });
  const parts = data ? booksByCurrency(data.rows) : [];

  return (
    <section className="games-section" aria-labelledby="books-heading" aria-busy={isFetching}>
      <h2 id="books-heading" className="games-section__title">
        {t('ledger.books')}
      </h2>
      {data ? <p className="games-section__note">{t('ledger.booksIntro', { day: data.day, zone: data.timeZone })}</p> : null}
      <div className="ledger-day">
        <FormField type="date" label={t('ledger.day')} value={shown} onChange={(next) => isCalendarDay(next) && go(next)} />
        <div className="ledger-day__steps">
          <button type="button" className="button button--ghost" disabled={!shown} onClick={() => go(shiftDay(shown, -1))}>
            {t('ledger.previousDay')}
          </button>
          <button type="button" className="button button--ghost" disabled={!shown} onClick={() => go(shiftDay(shown, 1))}>
            {t('ledger.nextDay')}
          </button>
          <button type="button" className="button button--ghost" disabled={!day} onClick={() => go(undefined)}>
            {t('ledger.today')}
          </button>
        </div>
      </div>
      {error ? <LoadFailure intro={t('ledger.booksFailed')} error={error} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
      {data && parts.length === 0 ? <p className="console-muted">{t('ledger.booksEmpty')}</p> : null}
      {parts.map((part) => (
        <div key={part.currency} className="ledger-currency">
          {parts.length > 1 ? <h3 className="ledger-subtitle">{part.currency}</h3> : null}
          <CurrencyTable part={part} />
        </div>
      ))}
    </section>
  );
}
