import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { ContentSiteModal } from './content-site-modal';

/**
 * An announcement popup over the site: the site's dialog with the title and text, and one bullet
 * for each popup the same players get in that page of popups (the site shows 7 at a time).
 */
export function ContentPopupPreview({ title, content, position, count }: { title: string; content: string; position: number; count: number }) {
  const { t } = useTranslation('consoleContent');
  const shown = Math.min(count, LIMITS.popupPageSize);
  return (
    <ContentSiteModal title={title} size="md" label={t('popups.previewHeading')}>
      <p className="content-site__text">{content}</p>
      {shown > 1 ? (
        <span className="content-site__bullets" aria-hidden="true">
          {Array.from({ length: shown }, (_, index) => (
            <span key={index} className={`content-site__bullet${index === position % shown ? ' content-site__bullet--active' : ''}`} />
          ))}
        </span>
      ) : null}
    </ContentSiteModal>
  );
}
