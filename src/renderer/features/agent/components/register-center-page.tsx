import { useTranslation } from 'react-i18next';
import { AffiliateCard } from './affiliate-card';
import { DownlineRegisterCard } from './downline-register-card';
import '../register-center.css';

/** `registerCenter`: register a downline directly, or share the affiliate link and its QR code. */
export default function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  return (
    <section className="register-centre" aria-labelledby="register-centre-title">
      <h1 id="register-centre-title" className="register-centre__title">
        {t('pages.registerCenter')}
      </h1>
      <p className="register-centre__intro">{t('register.intro')}</p>
      <div className="register-centre__grid">
        <DownlineRegisterCard />
        <AffiliateCard />
      </div>
    </section>
  );
}
