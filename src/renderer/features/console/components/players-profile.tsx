import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@shared/api/players';
import { isAgentType, TRIAL_TYPE } from '@shared/constants';
import { Amount } from '@/components/amount';
import { ZonedTime } from '@/components/zoned-time';
import { playerPath } from '../players-tab';
import { PlayersStatusBadge } from './players-status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="players-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Player, agent or trial account, from the member type. */
export function useMemberTypeText(): (type: number) => string {
  const { t } = useTranslation('consolePlayers');
  return (type) => t(isAgentType(type) ? 'type.agent' : type === TRIAL_TYPE ? 'type.trial' : 'type.player');
}

/** Who the player is, where the money stands, and the agents above them (nearest first). */
export function PlayersProfile({ detail, decimals }: { detail: PlayerDetail; decimals: number }) {
  const { t } = useTranslation('consolePlayers');
  const typeText = useMemberTypeText();
  const { player, currency } = detail;
  const none = t('profile.none');
  return (
    <div className="players-profile">
      <section className="players-card" aria-labelledby="players-profile-heading">
        <h2 id="players-profile-heading" className="players-card__heading">
          {t('profile.heading')}
        </h2>
        <dl className="players-facts">
          <Item label={t('profile.balance')}>
            <strong className="players-facts__money">
              <Amount minor={detail.balance} currency={currency} decimals={decimals} />
            </strong>
          </Item>
          <Item label={t('profile.holding')}>
            <Amount minor={detail.holding} currency={currency} decimals={decimals} />
          </Item>
          <Item label={t('profile.status')}>
            <PlayersStatusBadge status={player.status} />
          </Item>
          <Item label={t('profile.passwordChange')}>{player.mustChangePassword ? t('profile.passwordDue') : t('profile.passwordNotDue')}</Item>
          <Item label={t('profile.id')}>{player.id}</Item>
          <Item label={t('profile.nickname')}>{player.nickname || none}</Item>
          <Item label={t('profile.type')}>{typeText(player.type)}</Item>
          <Item label={t('profile.vip')}>{player.vipLevel ?? none}</Item>
          <Item label={t('profile.mobile')}>{player.mobile ?? none}</Item>
          <Item label={t('profile.email')}>{player.email ?? none}</Item>
          <Item label={t('profile.registered')}>
            <ZonedTime iso={player.createdAt} />
          </Item>
          <Item label={t('profile.registerIp')}>{player.registerIp ?? none}</Item>
        </dl>
      </section>
      <section className="players-card" aria-labelledby="players-upline-heading">
        <h2 id="players-upline-heading" className="players-card__heading">
          {t('upline.heading')}
        </h2>
        {detail.upline.length === 0 ? (
          <p className="console-muted">{t('upline.none')}</p>
        ) : (
          <>
            <p className="console-muted players-card__intro">{t('upline.intro')}</p>
            <ol className="players-upline">
              {detail.upline.map((agent) => (
                <li key={agent.account} className="players-upline__item">
                  <Link to={playerPath(agent.account)}>{agent.account}</Link>
                  <span className="console-muted">{typeText(agent.type)}</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
