import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LaunchAnswer } from '@shared/api/play';
import type { ErrorCode } from '@shared/errors';
import { isApiError } from '@/lib/envelope';
import { getHost } from '@/lib/host/get-host';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn, selectIsTrial } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import type { LaunchTarget } from '../launch-target';
import { useLaunchCall } from '../use-launch';
import './game-frame.css';
import './games-state.css';

type FrameState = { kind: 'loading' } | { kind: 'ready'; answer: LaunchAnswer } | { kind: 'failed'; code: ErrorCode };

/** Why this target cannot be launched by this visitor, before asking the server. */
function refusal(target: LaunchTarget, loggedIn: boolean, trialAccount: boolean): ErrorCode | 'login' | null {
  if (target.trial) return null;
  if (!loggedIn) return 'login';
  return trialAccount ? 'in_need_true_account' : null;
}

/**
 * A game played inside the app (the /seamless page on phones or after a blocked pop-up, and the
 * lottery pages): launches once per mount and shows the vendor's page full size. The desktop shell
 * shows it in a game window of its own instead.
 */
export function GameFrame({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation('games');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trialAccount = useAppSelector(selectIsTrial);
  const call = useLaunchCall();
  const [state, setState] = useState<FrameState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const launched = useRef(-1);
  const blocked = refusal(target, loggedIn, trialAccount);

  useEffect(() => {
    // Once per attempt: every launch issues a token (React's development double effects included).
    if (blocked !== null || launched.current === attempt) return;
    launched.current = attempt;
    setState({ kind: 'loading' });
    call(target).then(
      (answer) => {
        // A root-relative game URL means the platform's origin, which only the shell knows.
        if (getHost().kind === 'desktop') getHost().openGameWindow()?.show(answer.url);
        setState({ kind: 'ready', answer });
      },
      (error: unknown) => setState({ kind: 'failed', code: isApiError(error) ? error.code : 'unknown_error' }),
    );
  }, [attempt, blocked, call, target]);

  const name = state.kind === 'ready' ? state.answer.gameName : target.name;
  return (
    <section className="game-frame" aria-label={t('launch.frameLabel', { game: name })}>
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost" onClick={() => void navigate(-1)}>
          {t('launch.back')}
        </button>
        <h1 className="game-frame__title">{name}</h1>
        {target.trial ? <span className="game-frame__badge">{t('launch.trialBadge')}</span> : null}
        {state.kind === 'ready' ? (
          <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('launch.reload')}
          </button>
        ) : null}
      </div>
      {blocked === 'login' ? (
        <div className="games-state" role="status">
          <button type="button" className="button button--primary" onClick={() => dispatch(authPopupOpened('login'))}>
            {t('launch.loginToPlay')}
          </button>
        </div>
      ) : blocked !== null ? (
        <div className="games-state" role="alert">
          <p>{t(`errors:${blocked}`)}</p>
        </div>
      ) : state.kind === 'failed' ? (
        <div className="games-state" role="alert">
          <p>{t(`errors:${state.code}`)}</p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('launch.retry')}
          </button>
          <Link to="/">{t('launch.toLobby')}</Link>
        </div>
      ) : state.kind === 'loading' ? (
        <div className="games-state" role="status" aria-busy="true">
          <p>{t('launch.opening', { game: name })}</p>
        </div>
      ) : getHost().kind === 'desktop' ? (
        <div className="games-state" role="status">
          <p>{t('launch.openedInWindow', { game: name })}</p>
        </div>
      ) : (
        <iframe key={state.answer.url} className="game-frame__view" src={state.answer.url} title={state.answer.gameName} allow="fullscreen; autoplay" />
      )}
    </section>
  );
}
