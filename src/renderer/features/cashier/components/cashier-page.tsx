import type { ReactNode } from 'react';
import { BalanceLine } from './balance-line';
import '@/components/form.css';
import '../cashier.css';

/** The frame of a cashier page: its title (the section's name) beside the balance, then the content. */
export function CashierPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cashier" aria-labelledby={id}>
      <header className="cashier__head">
        <h1 id={id} className="cashier__title">
          {title}
        </h1>
        <BalanceLine />
      </header>
      {children}
    </section>
  );
}
