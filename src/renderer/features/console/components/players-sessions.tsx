import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@shared/api/players';
import type { PlayerContext } from '@shared/api/queues';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ZonedTime } from '@/components/zoned-time';
import { usePlayerContextQuery } from '../api';

type LiveSession = PlayerDetail['sessions'][number];
type Login = PlayerContext['logins'][number];

const LOGIN_RESULTS = ['SUCCESS', 'FAILED', 'BLOCKED', 'VERIFY'] as const;

/** Where the player is signed in now (a block ends these), and the recent sign-in attempts. */
export function PlayersSessions({ token, detail }: { token: string; detail: PlayerDetail }) {
  const { t } = useTranslation(['consolePlayers', 'console']);
  const context = usePlayerContextQuery({ token, account: detail.player.account });
  const live: DataColumn<LiveSession>[] = [
    { header: t('sessions.columns.started'), cell: (session) => <ZonedTime iso={session.createdAt} /> },
    { header: t('sessions.columns.lastSeen'), cell: (session) => <ZonedTime iso={session.lastSeenAt} /> },
    { header: t('sessions.columns.address'), cell: (session) => session.ip },
    { header: t('sessions.columns.device'), cell: (session) => session.device, wrap: true },
  ];
  const logins: DataColumn<Login>[] = [
    { header: t('sessions.columns.started'), cell: (login) => <ZonedTime iso={login.at} /> },
    {
      header: t('sessions.columns.result'),
      cell: (login) => {
        const known = LOGIN_RESULTS.find((result) => result === login.result);
        return known ? t(`console:context.loginResult.${known}`) : login.result;
      },
    },
    { header: t('sessions.columns.address'), cell: (login) => login.ip },
    { header: t('sessions.columns.device'), cell: (login) => login.device, wrap: true },
  ];
  return (
    <div className="players-stack">
      <section className="players-section" aria-labelledby="players-live-heading">
        <h2 id="players-live-heading" className="players-card__heading">
          {t('sessions.heading')}
        </h2>
        <DataTable columns={live} rows={detail.sessions} rowKey={(session) => session.id} emptyText={t('sessions.empty')} labelledBy="players-live-heading" label={t('sessions.table')} stacked />
      </section>
      <section className="players-section" aria-labelledby="players-logins-heading">
        <h2 id="players-logins-heading" className="players-card__heading">
          {t('sessions.logins')}
        </h2>
        <DataTable
          columns={logins}
          rows={context.data?.logins ?? []}
          rowKey={(login) => `${login.at}-${login.ip}-${login.result}`}
          emptyText={t('sessions.loginsEmpty')}
          loading={!context.data && !context.error}
          error={context.error}
          errorIntro={t('console:context.loadFailed')}
          onRetry={() => void context.refetch()}
          labelledBy="players-logins-heading"
          label={t('sessions.loginsTable')}
          stacked
        />
      </section>
    </div>
  );
}
