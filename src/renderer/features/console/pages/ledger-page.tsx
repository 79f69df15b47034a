import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { LedgerBooks } from '../components/ledger-books';
import { LedgerVerifier } from '../components/ledger-verifier';
import { operatorMay } from '../nav-items';
import '../games.css';

/** /console/ledger: the verifier (ledger.verify) and a day's books by account type (everyone who reads). */
export function LedgerPage() {
  const { t } = useTranslation('consoleGames');
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  return (
    <div className="console-page ledger-page">
      <ConsolePageHead title={t('ledger.heading')} lines={[t('ledger.intro')]} />
      {token ? (
        <>
          <LedgerVerifier token={token} mayRun={operatorMay(operator, 'ledger.verify')} />
          <LedgerBooks token={token} />
        </>
      ) : null}
    </div>
  );
}
