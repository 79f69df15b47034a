import { useTranslation } from 'react-i18next';
import type { AffiliateLink } from '@shared/api/agent';
import { PageLoader } from '@/components/page-loader';
import { QrCode } from '@/components/qr-code';
import { copyText } from '@/lib/clipboard';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useAffiliateLinkQuery } from '../register-api';
import { LoadFailed, RegisterCard } from './register-card';

/** Spec section 9: drawn (and downloaded) at 800 px, shown at about 200. */
const QR_SIZE = 800;
const QR_SHOWN = 200;

/**
 * The link on the domain the agent is using (a web address, mirrors included), so a player scanning
 * it reaches the same site; the desktop client (app://) shares the merchant's main domain instead.
 */
function shownLink(link: AffiliateLink): string {
  const { protocol, origin } = window.location;
  return protocol === 'http:' || protocol === 'https:' ? `${origin}${link.path}` : link.url;
}

/** The agent's affiliate link: its text, a Copy button, and its QR code with a Download button. */
export function AffiliateCard() {
  const { t } = useTranslation('agent');
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useAffiliateLinkQuery();
  const url = data ? shownLink(data) : '';
  const copy = () => void copyText(url).then(() => dispatch(toastShown({ key: 'agent:register.copySuccess', tone: 'success' })));

  let body;
  if (isError) {
    body = <LoadFailed message={t('register.linkFailed')} retryLabel={t('register.retry')} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <dl className="affiliate-link">
          <dt className="affiliate-link__label">{t('register.code')}</dt>
          <dd className="affiliate-link__url affiliate-link__code" data-testid="affiliate-code">
            {data.code}
          </dd>
          <dt className="affiliate-link__label">{t('register.link')}</dt>
          <dd className="affiliate-link__url" data-testid="affiliate-link">
            {url}
          </dd>
        </dl>
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={copy}>
            {t('register.copy')}
          </button>
        </div>
        <div className="affiliate-qr">
          <QrCode text={url} alt={t('register.qrAlt')} size={QR_SIZE} displaySize={QR_SHOWN} downloadName={`affiliate-${data.code}`} />
        </div>
      </>
    );
  }
  return (
    <RegisterCard id="affiliate-title" title={t('register.affiliateTitle')} hint={t('register.affiliateHint')}>
      {body}
    </RegisterCard>
  );
}
