import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';

/** A card of the register centre: its title (naming the section), a hint, then the content. */
export function RegisterCard({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section className="register-card" aria-labelledby={id}>
      <h2 id={id} className="register-card__title">
        {title}
      </h2>
      <p className="register-card__hint">{hint}</p>
      {children}
    </section>
  );
}

/** A card's content that could not load, with a retry. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <EmptyState
      failed
      message={message}
      action={
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {retryLabel}
        </button>
      }
    />
  );
}
