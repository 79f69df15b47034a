import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
import '../promotions.css';

/** A promotions page: its title (the section's name) and intro, a loader until the first answer, then the content. */
export function PromotionsSection({ id, title, intro, loading, children }: { id: string; title: string; intro: string; loading: boolean; children: ReactNode }) {
  return (
    <section className="promotions" aria-labelledby={id}>
      <header className="promotions__head">
        <h1 id={id} className="promotions__title">
          {title}
        </h1>
        <p className="promotions__intro">{intro}</p>
      </header>
      {loading ? <PageLoader /> : null}
      {children}
    </section>
  );
}
