import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '../api';
import './social-links.css';

const NETWORKS = ['facebook', 'line', 'telegram', 'twitter'] as const;
const BADGE: Record<(typeof NETWORKS)[number], string> = { facebook: 'f', line: 'L', telegram: 't', twitter: 'X' };

/** Social links: only the networks the merchant configured. */
export function SocialLinks({ heading = true }: { heading?: boolean }) {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const links = NETWORKS.flatMap((network) => {
    const url = data?.socialLinks[network];
    return url ? [{ network, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="social-links" aria-label={t('social.title')}>
      {heading ? <h3 className="side-section__title">{t('social.title')}</h3> : null}
      <ul className="social-links__list">
        {links.map(({ network, url }) => (
          <li key={network}>
            <a
              className={`social-links__link social-links__link--${network}`}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`social.${network}`)}
            >
              <span aria-hidden="true">{BADGE[network]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
