import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { playerSearchQuerySchema } from '@shared/api/players';
import { FormField } from '@/components/form-field';
import { useSearchPlayersQuery } from '../api-players';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { PlayersResults } from '../components/players-results';
import '../players.css';

/**
 * /console/players: search players by account (prefix), mobile, e-mail, member id or address. The
 * term lives in the address (?q=), so going back from a player's page shows the same results.
 */
export function PlayersPage() {
  const { t } = useTranslation('consolePlayers');
  const { token } = useConsoleSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [invalid, setInvalid] = useState(false);
  // Back and forward change the term in the address: the field follows it.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setDraft(q);
  }
  const { data, error, isFetching, refetch } = useSearchPlayersQuery({ token: token ?? '', q }, { skip: !token || q === '', refetchOnMountOrArgChange: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = playerSearchQuerySchema.safeParse({ q: draft });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    // The same term again reads afresh: a player may have been added or changed meanwhile.
    if (parsed.data.q === q) void refetch();
    else setParams({ q: parsed.data.q });
  };

  return (
    <div className="console-page players">
      <ConsolePageHead title={t('heading')} headingId="players-heading" lines={[t('intro')]} />
      <form className="players-search" role="search" aria-label={t('search.label')} noValidate onSubmit={submit}>
        <FormField
          type="search"
          label={t('search.field')}
          value={draft}
          maxLength={64}
          autoComplete="off"
          enterKeyHint="search"
          error={invalid ? t('search.invalid') : null}
          onChange={(value) => {
            setDraft(value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="button button--primary players-search__button" disabled={isFetching}>
          {t('search.button')}
        </button>
        <p className="form-hint players-search__hint">{t('search.hint')}</p>
      </form>
      {q === '' ? (
        <p className="console-muted">{t('results.start')}</p>
      ) : (
        <PlayersResults q={q} rows={data} error={error} busy={isFetching} onRetry={() => void refetch()} />
      )}
    </div>
  );
}
