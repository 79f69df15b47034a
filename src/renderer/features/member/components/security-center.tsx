import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { useLoginHistoryQuery } from '../api';
import { localTime } from '../local-time';
import '../member.css';

/** Security centre: account summary, previous login, login history and the password change. */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data, isLoading } = useLoginHistoryQuery();
  const list = data?.list ?? [];
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
      </dl>
      <button type="button" className="button button--primary" onClick={() => dispatch(authPopupOpened('changePassword'))}>
        {t('security.changePassword')}
      </button>
      <h2 className="security__subtitle">{t('security.history')}</h2>
      <div className="security__table-wrap">
        <table className="security__table">
          <thead>
            <tr>
              <th scope="col">{t('security.time')}</th>
              <th scope="col">{t('security.address')}</th>
              <th scope="col">{t('security.device')}</th>
              <th scope="col">{t('security.result')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={`${row.at}-${row.ip}-${row.result}`}>
                <td>{localTime(row.at)}</td>
                <td>{row.ip}</td>
                <td>{row.device}</td>
                <td className={`result result--${row.result.toLowerCase()}`}>{t(`security.results.${row.result}`)}</td>
              </tr>
            ))}
            {!isLoading && list.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('security.empty')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
