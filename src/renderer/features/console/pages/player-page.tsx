import { useEffect, useRef } from 'react';
import { Link, useOutletContext, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { Amount } from '@/components/amount';
import { Tabs } from '@/components/tabs';
import { useWhitelabelQuery } from '@/lib/config-api';
import { usePlayerDetailQuery } from '../api-players';
import { useConsoleSession } from '../console-session';
import { LoadFailure } from '../components/load-failure';
import { PlayersActions } from '../components/players-actions';
import { PlayersActivity } from '../components/players-activity';
import { PlayersBets } from '../components/players-bets';
import { PlayersNotes } from '../components/players-notes';
import { PlayersProfile } from '../components/players-profile';
import { PlayersSessions } from '../components/players-sessions';
import { PlayersStatement } from '../components/players-statement';
import { PlayersStatusBadge } from '../components/players-status-badge';
import { operatorMay } from '../nav-items';
import { PLAYER_TABS, playerTabOf } from '../players-tab';
import '../players.css';

/**
 * /console/players/:account: one player. The head keeps the standing, balance and actions in view;
 * the tabs (named in the address) hold the profile, money, statement, bets, sessions and notes.
 */
export function PlayerPage() {
  const { t } = useTranslation(['consolePlayers', 'common']);
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const account = useParams().account ?? '';
  const [params, setParams] = useSearchParams();
  const tab = playerTabOf(params.get('tab'));
  const decimals = useWhitelabelQuery().data?.currency.decimals ?? 2;
  const { data, error, refetch } = usePlayerDetailQuery({ token: token ?? '', account }, { skip: !token, refetchOnMountOrArgChange: true });
  // On phones the tabs scroll sideways: the open one (from the address too) is brought into view.
  const tabs = useRef<HTMLDivElement>(null);
  const loaded = Boolean(data);
  useEffect(() => {
    tabs.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, loaded]);

  const back = (
    <Link className="players-back" to="/console/players">
      ‹ {t('player.back')}
    </Link>
  );
  if (!token) return null;
  if (error || !data) {
    return (
      <div className="console-page players">
        {back}
        <h1 className="console-page__title">{t('player.title', { account })}</h1>
        {error ? <LoadFailure intro={t('player.loadFailed')} error={error} onRetry={() => void refetch()} /> : <p className="console-muted">{t('common:loading')}</p>}
      </div>
    );
  }

  const { player } = data;
  return (
    <div className="console-page players player-page">
      {back}
      <div className="console-page__head">
        <div className="player-page__who">
          <h1 className="console-page__title">{t('player.title', { account: player.account })}</h1>
          <p className="player-page__line">
            <PlayersStatusBadge status={player.status} />
            <span className="player-page__balance">
              <span className="console-muted">{t('profile.balance')}</span> <Amount minor={data.balance} currency={data.currency} decimals={decimals} />
            </span>
          </p>
          {player.mustChangePassword ? <p className="console-page__intro">{t('player.mustChange')}</p> : null}
        </div>
        <PlayersActions token={token} operator={operator} detail={data} decimals={decimals} />
      </div>
      <div ref={tabs} className="player-page__tabs">
        <Tabs label={t('player.tabs')} value={tab} onChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })} items={PLAYER_TABS.map((key) => ({ key, label: t(`player.tab.${key}`) }))} />
      </div>
      {tab === 'profile' ? <PlayersProfile detail={data} decimals={decimals} /> : null}
      {tab === 'activity' ? <PlayersActivity token={token} account={player.account} /> : null}
      {tab === 'statement' ? <PlayersStatement token={token} account={player.account} decimals={decimals} /> : null}
      {tab === 'bets' ? <PlayersBets token={token} account={player.account} currency={data.currency} decimals={decimals} /> : null}
      {tab === 'sessions' ? <PlayersSessions token={token} detail={data} /> : null}
      {tab === 'notes' ? <PlayersNotes token={token} account={player.account} notes={data.notes} mayAdd={operatorMay(operator, 'players.manage')} /> : null}
    </div>
  );
}
