import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { ContentSiteModal } from './content-site-modal';

export interface PreviewNotice {
  id: number;
  title: string;
  content: string;
}

/**
 * The home page's notice line as the site draws it (features/home's notice-line: a rounded bar, the
 * megaphone, the titles in a row), held still so each title can be read and pressed; the pressed
 * notice opens below as the site's small dialog does, its line breaks kept.
 */
export function ContentNoticePreview({ notices, opened, onOpen }: { notices: readonly PreviewNotice[]; opened: PreviewNotice | null; onOpen: (notice: PreviewNotice) => void }) {
  const { t } = useTranslation('consoleContent');
  return (
    <div className="content-notice-preview">
      <div className="content-site content-site--page">
        <div className="content-line" aria-label={t('notices.previewHeading')} role="group">
          <span className="content-line__icon">
            <Icon name="megaphone" size={18} />
          </span>
          <ul className="content-line__list">
            {notices.map((notice) => (
              <li key={notice.id}>
                <button type="button" className="content-line__item" aria-pressed={opened?.id === notice.id} onClick={() => onOpen(notice)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {opened ? <NoticeOpened notice={opened} /> : null}
    </div>
  );
}

/** One notice as its dialog shows it. */
export function NoticeOpened({ notice }: { notice: Pick<PreviewNotice, 'title' | 'content'> }) {
  const { t } = useTranslation('consoleContent');
  return (
    <ContentSiteModal title={notice.title} size="sm" label={t('text.preview')}>
      <p className="content-site__text">{notice.content}</p>
    </ContentSiteModal>
  );
}
