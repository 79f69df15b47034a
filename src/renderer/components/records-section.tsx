import type { ReactNode } from 'react';
import { RecordsTable, type RecordsTableProps } from './records-table';

/** A titled list of records inside a larger page: heading, table, then whatever follows (pager, dialog). */
export function RecordsSection<Row>({ id, title, children, ...table }: RecordsTableProps<Row> & { id: string; title: string; children?: ReactNode }) {
  return (
    <section className="records-section" aria-labelledby={id}>
      <h2 id={id} className="records-section__title">
        {title}
      </h2>
      <RecordsTable {...table} labelledBy={id} />
      {children}
    </section>
  );
}
