import { LIMITS } from '@shared/constants';
import { QrCode } from '@/components/qr-code';

const SIZE = LIMITS.downloadQrSize;
// A small code wants a thin quiet zone: 20 px would leave the modules 60 px.
const MARGIN = 4;

/** A QR image of `url` (size 100) with its caption; the shared QrCode draws it. */
export default function DownloadQr({ url, label }: { url: string; label: string }) {
  return (
    <figure className="app-download__figure">
      <QrCode text={url} alt={label} size={SIZE} margin={MARGIN} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
