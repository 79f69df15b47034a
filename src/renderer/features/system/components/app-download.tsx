import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useWhitelabelQuery } from '../api';
import './app-download.css';

// qrcode stays out of the entry chunk: loaded the first time someone hovers a download link.
const DownloadQr = lazy(() => import('./download-qr'));

type Platform = 'ios' | 'android';

function DownloadLink({ platform, url }: { platform: Platform; url: string }) {
  const { t } = useTranslation('system');
  const [shown, setShown] = useState(false);
  const label = t(`download.${platform}`);
  return (
    <li
      className="app-download__item"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      <a className="app-download__link" href={url} target="_blank" rel="noopener noreferrer">
        <Icon name="phone" size={16} />
        <span>{label}</span>
      </a>
      {shown ? (
        <div className="app-download__qr" role="tooltip">
          <Suspense fallback={<span className="app-download__qr-placeholder" />}>
            <DownloadQr url={url} label={t('download.scan', { platform: label })} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}

/** App download links for iOS and Android; hovering shows a QR code of the link. */
export function AppDownload() {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  if (!data) return null;
  return (
    <section className="side-section" aria-label={t('download.title')}>
      <h3 className="side-section__title">{t('download.title')}</h3>
      <ul className="app-download">
        <DownloadLink platform="ios" url={data.appDownload.ios} />
        <DownloadLink platform="android" url={data.appDownload.android} />
      </ul>
    </section>
  );
}
