import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { LIMITS } from '@shared/constants';

const SIZE = LIMITS.downloadQrSize;

/** A QR image of `url` (size 100); shows the translated 'Image load error' when it cannot be made. */
export default function DownloadQr({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { width: SIZE, margin: 1, color: { dark: '#000000', light: '#ffffff' } })
      .then((data) => live && setSrc(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);

  if (failed) return <span className="app-download__error">{t('imageLoadError')}</span>;
  if (!src) return <span className="app-download__qr-placeholder" />;
  return (
    <figure className="app-download__figure">
      <img src={src} alt={label} width={SIZE} height={SIZE} onError={() => setFailed(true)} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
