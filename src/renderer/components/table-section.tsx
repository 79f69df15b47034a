import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';

/** A titled table inside a larger page: heading, table, then whatever follows (pager, dialog). */
export function TableSection<Row>({ id, title, children, ...table }: DataTableProps<Row> & { id: string; title: string; children?: ReactNode }) {
  return (
    <section className="table-section" aria-labelledby={id}>
      <h2 id={id} className="table-section__title">
        {title}
      </h2>
      <DataTable {...table} labelledBy={id} />
      {children}
    </section>
  );
}
