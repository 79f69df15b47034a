import { useTranslation } from 'react-i18next';
import { TableSection } from '@/components/table-section';
import type { DataColumn } from '@/components/data-table';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useLoginHistoryQuery, type LoginHistory } from '../api';
import { localTime } from '../local-time';
import { BirthdayForm } from './birthday-form';
import '../member.css';

/** Security centre: account summary, previous login, login history and the password change. */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data, error, isLoading, refetch } = useLoginHistoryQuery();
  const columns: DataColumn<LoginHistory['list'][number]>[] = [
    { header: t('security.time'), cell: (row) => localTime(row.at) },
    { header: t('security.address'), cell: (row) => row.ip },
    { header: t('security.device'), cell: (row) => row.device },
    { header: t('security.result'), cell: (row) => t(`security.results.${row.result}`), className: (row) => `result result--${row.result.toLowerCase()}` },
  ];
  return (
    <section className="security" aria-labelledby="security-title">
      <h1 id="security-title" className="preparing__heading">{t('pages.securityCenter')}</h1>
      <dl className="security__summary">
        <div><dt>{t('security.account')}</dt><dd>{user?.account ?? '—'}</dd></div>
        <div><dt>{t('security.nickname')}</dt><dd>{user?.nickname || '—'}</dd></div>
        <div><dt>{t('security.mobile')}</dt><dd>{user?.mobileNum ? `+${user.countryDialingCode ?? ''} ${user.mobileNum}` : '—'}</dd></div>
        <div><dt>{t('security.email')}</dt><dd>{user?.email ?? '—'}</dd></div>
        <div>
          <dt>{t('security.previousLogin')}</dt>
          <dd>{user?.previousLogin ? `${localTime(user.previousLogin.at)} · ${user.previousLogin.ip}` : t('security.none')}</dd>
        </div>
        <div><dt>{t('security.birthday')}</dt><dd>{user?.birthday ?? t('security.none')}</dd></div>
      </dl>
      {user && !user.birthday && !user.isTrial ? <BirthdayForm /> : null}
      <button type="button" className="button button--primary" onClick={() => dispatch(authPopupOpened('changePassword'))}>
        {t('security.changePassword')}
      </button>
      <TableSection id="security-history-title" title={t('security.history')} columns={columns} rows={data?.list ?? []} rowKey={(row) => `${row.at}-${row.ip}-${row.result}`} emptyText={t('security.empty')} loading={isLoading} error={error} onRetry={() => void refetch()} />
    </section>
  );
}
