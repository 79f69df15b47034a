import { useTranslation } from 'react-i18next';
import { MirrorList } from '@/features/mirrors/components/mirror-list';
import { VerifyForm } from '@/features/mirrors/components/verify-form';
import './mirrors.css';

function bookmarkKeys(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘ Cmd + D' : 'Ctrl + D';
}

/** Official mirror list: advice, mirrors, bookmark hint and the Verify Representative form. */
export default function MirrorsRoute() {
  const { t } = useTranslation('mirrors');
  return (
    <div className="page mirrors">
      <header className="mirrors__head">
        <h1 className="mirrors__title">{t('title')}</h1>
        <p className="mirrors__muted">{t('advice')}</p>
      </header>
      <div className="mirrors__grid">
        <MirrorList />
        <div className="mirrors__side">
          <section className="mirrors__card mirrors__card--accent" aria-labelledby="bookmark-title">
            <h2 id="bookmark-title" className="mirrors__card-title">
              {t('bookmark.title')}
            </h2>
            <p>{t('bookmark.text', { keys: bookmarkKeys() })}</p>
          </section>
          <VerifyForm />
        </div>
      </div>
    </div>
  );
}
