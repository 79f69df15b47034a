import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryLinks } from '@/features/games/components/category-links';
import { useWhitelabelQuery } from '@/features/system/api';
import { SocialLinks } from '@/features/system/components/social-links';
import { VendorStrip } from '@/features/system/components/vendor-strip';

const HELP_LINKS = [
  { key: 'help', to: '/help' },
  { key: 'terms', to: '/help#term' },
  { key: 'privacy', to: '/help#privacy' },
  { key: 'responsible', to: '/help#responsible' },
  { key: 'about', to: '/help#about' },
] as const;

/** Footer: help links, product categories, social links, vendor logo strip, copyright. */
export function Footer() {
  const { t } = useTranslation('frame');
  const { t: th } = useTranslation('help');
  const { data } = useWhitelabelQuery();
  return (
    <footer className="footer">
      <div className="footer__columns">
        <nav className="footer__column" aria-label={t('footer.help')}>
          <h2 className="footer__title">{t('footer.help')}</h2>
          <ul className="footer__links">
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{th(`links.${link.key}`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/mirrors">{t('footer.mirrors')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer__column" aria-label={t('footer.products')}>
          <h2 className="footer__title">{t('footer.products')}</h2>
          <CategoryLinks className="footer__links footer__links--grid" />
        </nav>
        <div className="footer__column">
          <h2 className="footer__title">{t('footer.follow')}</h2>
          <SocialLinks heading={false} />
        </div>
      </div>
      <VendorStrip />
      <div className="footer__legal">
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: data?.name ?? '' })}</p>
      </div>
    </footer>
  );
}
