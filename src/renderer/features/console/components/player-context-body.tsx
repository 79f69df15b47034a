import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerContext } from '@shared/api/queues';
import { Amount } from '@/components/amount';
import { ProgressBar } from '@/components/progress-bar';
import { StatusBadge } from '@/components/status-badge';
import { ZonedTime } from '@/components/zoned-time';
import { moneyText } from '@/lib/format';

const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'PAID'] as const;
const LOGIN_RESULTS = ['SUCCESS', 'FAILED', 'BLOCKED', 'VERIFY'] as const;
const MEMBER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
const known = <K extends string>(list: readonly K[], value: string): K | undefined => list.find((item) => item === value);

function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <section className="player-context__part" aria-labelledby={id}>
      <h3 id={id} className="player-context__heading">
        {title}
      </h3>
      {empty ? <p className="console-muted">{t('context.none')}</p> : <ul className="player-context__list">{children}</ul>}
    </section>
  );
}

function Orders({ title, rows, currency }: { title: string; rows: PlayerContext['deposits']; currency: string }) {
  const { t } = useTranslation('console');
  return (
    <Part title={title} empty={rows.length === 0}>
      {rows.map((row) => {
        const status = known(ORDER_STATUSES, row.status);
        return (
          <li key={row.id} className="player-context__line">
            <Amount minor={row.amount} currency={currency} />
            <StatusBadge tone={row.status === 'PENDING' ? 'info' : row.status === 'REJECTED' || row.status === 'CANCELLED' ? 'neutral' : 'success'} label={status ? t(`context.orderStatus.${status}`) : row.status} />
            <span className="player-context__when">
              <ZonedTime iso={row.createdAt} />
            </span>
          </li>
        );
      })}
    </Part>
  );
}

/** What an operator weighs before deciding a player's money: standing, turnover, history, look-alikes. */
export function PlayerContextBody({ context }: { context: PlayerContext }) {
  const { t } = useTranslation('console');
  const { member, currency, turnover } = context;
  const status = known(MEMBER_STATUSES, member.status);
  return (
    <div className="player-context">
      <dl className="player-context__summary" aria-label={t('context.summary')}>
        <div>
          <dt>{t('context.balance')}</dt>
          <dd className="player-context__balance">
            <Amount minor={context.balance} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('context.status')}</dt>
          <dd>{status ? t(`context.memberStatus.${status}`) : member.status}</dd>
        </div>
        <div>
          <dt>{t('context.registered')}</dt>
          <dd>
            <ZonedTime iso={member.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('context.registerIp')}</dt>
          <dd>{member.registerIp ?? '—'}</dd>
        </div>
      </dl>
      {turnover.required > 0 ? (
        <ProgressBar label={t('context.turnover')} value={turnover.done} max={turnover.required} text={t('context.turnoverText', { done: moneyText(turnover.done, currency), required: moneyText(turnover.required, currency) })} />
      ) : (
        <p className="console-muted">{t('context.noTurnover')}</p>
      )}
      {turnover.bonusLocked > 0 ? (
        <p>
          {t('context.bonusLocked')}: <Amount minor={turnover.bonusLocked} currency={currency} />
        </p>
      ) : null}
      <Orders title={t('context.deposits')} rows={context.deposits} currency={currency} />
      <Orders title={t('context.withdrawals')} rows={context.withdrawals} currency={currency} />
      <Part title={t('context.logins')} empty={context.logins.length === 0}>
        {context.logins.map((login) => {
          const result = known(LOGIN_RESULTS, login.result);
          return (
            <li key={`${login.at}-${login.ip}`} className="player-context__line player-context__line--wrap">
              <span className="player-context__when">
                <ZonedTime iso={login.at} />
              </span>
              <span>{login.ip}</span>
              <span className="console-muted">{result ? t(`context.loginResult.${result}`) : login.result}</span>
              <span className="player-context__device">{login.device}</span>
            </li>
          );
        })}
      </Part>
      <Part title={t('context.sameAddress')} empty={context.sameAddress.length === 0}>
        {context.sameAddress.map((other) => (
          <li key={`${other.account}-${other.ip}`} className="player-context__line">
            <strong>{other.account}</strong>
            <span>{other.ip}</span>
          </li>
        ))}
      </Part>
      <Part title={t('context.sameDevice')} empty={context.sameDevice.length === 0}>
        {context.sameDevice.map((other) => (
          <li key={`${other.account}-${other.device}`} className="player-context__line player-context__line--wrap">
            <strong>{other.account}</strong>
            <span className="player-context__device">{other.device}</span>
          </li>
        ))}
      </Part>
    </div>
  );
}
