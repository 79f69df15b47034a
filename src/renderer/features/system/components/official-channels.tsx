import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '../api';

export function OfficialChannels() {
  const { t } = useTranslation('system');
  const { data } = useWhitelabelQuery();
  const channels = data?.officialChannels ?? [];
  if (channels.length === 0) return null;
  return (
    <section className="side-section" aria-label={t('channels.title')}>
      <h3 className="side-section__title">{t('channels.title')}</h3>
      <ul className="chip-list">
        {channels.map((channel) => (
          <li key={channel.url}>
            <a className="chip" href={channel.url} target="_blank" rel="noopener noreferrer">
              {channel.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
