import type { ReactNode } from 'react';
import '../wallet.css';

/** The frame of a wallet page: its title (the section's name) and intro, then the content. */
export function WalletPage({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section className="wallet" aria-labelledby={id}>
      <h1 id={id} className="wallet__title">
        {title}
      </h1>
      <p className="wallet__intro">{intro}</p>
      {children}
    </section>
  );
}
