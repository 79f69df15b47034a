import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { PageLoader } from '@/components/page-loader';
import { useLanguage } from '@/lib/i18n/i18n';
import { useHelpCenterQuery } from '../api';
import { pickArticle } from '../pick-article';
import './help-modal.css';

/** The help centre over home: categories with their articles; `anchor` (#term) picks the article. */
export function HelpModal({ anchor, onClose }: { anchor: string; onClose: () => void }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const { data, isLoading } = useHelpCenterQuery(language);
  const [chosen, setChosen] = useState<number | null>(null);
  const articles = data?.categories.flatMap((c) => c.articles) ?? [];
  const current = articles.find((a) => a.id === chosen) ?? (data ? pickArticle(data, anchor) : null);

  return (
    <Modal title={t('title')} onClose={onClose} size="lg">
      {isLoading ? <PageLoader /> : null}
      {data && !current ? <p>{t('empty')}</p> : null}
      {data && current ? (
        <div className="help">
          <nav className="help__nav" aria-label={t('topics')}>
            {data.categories.map((category) => (
              <div key={category.code} className="help__group">
                <h3 className="help__group-title">{category.title}</h3>
                <ul className="help__list">
                  {category.articles.map((article) => (
                    <li key={article.id}>
                      <button
                        type="button"
                        className="help__link"
                        aria-current={article.id === current.id ? 'true' : undefined}
                        onClick={() => setChosen(article.id)}
                      >
                        {article.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <article className="help__article" aria-labelledby={`help-article-${current.id}`}>
            <h3 id={`help-article-${current.id}`} className="help__article-title">
              {current.title}
            </h3>
            {current.content.split(/\n{1,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </article>
        </div>
      ) : null}
    </Modal>
  );
}
