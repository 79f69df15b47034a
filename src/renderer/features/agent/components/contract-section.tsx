import type { ReactNode } from 'react';

/** One part of a contract page: a region named by its own heading (`contract-<id>-title`). */
export function ContractSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="contract-section" aria-labelledby={`contract-${id}-title`}>
      <h2 id={`contract-${id}-title`} className="contract-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
