import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@shared/api/games';
import { Icon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { useLanguage } from '@/lib/i18n/i18n';
import { useNoticesQuery } from '../api';
import './notice-line.css';

function NoticeItems({ notices, onOpen }: { notices: readonly Notice[]; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation('home');
  return notices.map((notice) => (
    <li key={notice.id}>
      <button type="button" className="notice-line__item" aria-label={t('notices.open', { title: notice.title })} onClick={() => onOpen(notice)}>
        {notice.title}
      </button>
    </li>
  ));
}

/** The scrolling notice line (9 notices); a notice opens in a dialog. Still on hover, focus or reduced motion. */
export function NoticeLine() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data } = useNoticesQuery(language);
  const [open, setOpen] = useState<Notice | null>(null);
  const notices = data?.player ?? [];
  // About 6 characters a second, whatever the number of notices.
  const seconds = Math.max(20, Math.round(notices.reduce((sum, n) => sum + n.title.length + 8, 0) / 6));
  return (
    <section className="notice-line" aria-label={t('notices.label')}>
      <span className="notice-line__icon">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="notice-line__viewport">
        {notices.length > 0 ? (
          <div className="notice-line__track" style={{ animationDuration: `${seconds}s` }}>
            <ul className="notice-line__list">
              <NoticeItems notices={notices} onOpen={setOpen} />
            </ul>
            <ul className="notice-line__list notice-line__list--copy" aria-hidden="true" inert>
              <NoticeItems notices={notices} onOpen={setOpen} />
            </ul>
          </div>
        ) : null}
      </div>
      {open ? (
        <Modal title={open.title} onClose={() => setOpen(null)} size="sm">
          <p className="notice-line__content">{open.content}</p>
        </Modal>
      ) : null}
    </section>
  );
}
