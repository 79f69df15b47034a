import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './game-section.css';

/** A titled home list with its "more" link (spec section 2). */
export function GameSection({ id, title, more, tools, children }: { id: string; title: string; more?: string; tools?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <section className="game-section" aria-labelledby={id}>
      <div className="game-section__head">
        <h2 id={id} className="game-section__title">
          {title}
        </h2>
        <div className="game-section__tools">
          {tools}
          {more ? (
            <Link className="game-section__more" to={more} aria-label={t('sections.moreOf', { section: title })}>
              {t('sections.more')}
            </Link>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
