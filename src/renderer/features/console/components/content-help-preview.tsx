import { useTranslation } from 'react-i18next';
import { paragraphsOf, type HelpGroup } from '../content-help-groups';
import { ContentSiteModal } from './content-site-modal';

/**
 * The help centre as the site draws it (features/help's help-modal: the topics by category on the
 * left, the chosen article on the right, one block per paragraph), with the chosen article current.
 */
export function ContentHelpPreview({ groups, current, onChoose }: { groups: readonly HelpGroup[]; current: number | null; onChoose: (id: number) => void }) {
  const { t } = useTranslation('consoleContent');
  const article = groups.flatMap((g) => g.articles).find((a) => a.id === current) ?? groups[0]?.articles[0];
  return (
    <ContentSiteModal title={t('help.centre')} size="lg" label={t('help.previewHeading')}>
      {article ? (
        <div className="content-help">
          <div className="content-help__nav" role="group" aria-label={t('help.topics')}>
            {groups.map((group) => (
              <div key={group.code}>
                <p className="content-help__group-title">{group.title}</p>
                <ul className="content-help__list">
                  {group.articles.map((item) => (
                    <li key={item.id}>
                      <button type="button" className="content-help__link" aria-current={item.id === article.id ? 'true' : undefined} onClick={() => onChoose(item.id)}>
                        {item.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <article className="content-help__article" aria-label={article.title}>
            <p className="content-help__article-title">{article.title}</p>
            {paragraphsOf(article.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </article>
        </div>
      ) : (
        <p>{t('help.empty')}</p>
      )}
    </ContentSiteModal>
  );
}
