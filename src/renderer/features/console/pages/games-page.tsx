import { useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsoleGame, ConsoleVendor } from '@shared/api/console-games';
import type { MeAnswer } from '@shared/api/console';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Tabs } from '@/components/tabs';
import { useConsoleVendorsQuery } from '../api-games';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { GamesList } from '../components/games-list';
import { GamesIntegrationDialog } from '../components/games-integration-dialog';
import { GamesOrderDialog } from '../components/games-order-dialog';
import { GamesSecretDialog } from '../components/games-secret-dialog';
import { VendorsSection } from '../components/games-vendors';
import { useGameChanges } from '../games-changes';
import { operatorMay } from '../nav-items';
import { useConfirmedAction } from '../use-confirmed-action';
import '../games.css';

type View = 'games' | 'vendors';

/**
 * /console/games: the vendors (integration and its secret, maintenance) and the games (maintenance, hot flag, lobby
 * order). Everyone who reads sees them; changing them needs config.manage, and every change that
 * players notice is confirmed first.
 */
export function GamesPage() {
  const { t } = useTranslation('consoleGames');
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const mayManage = operatorMay(operator, 'config.manage');
  const vendors = useConsoleVendorsQuery({ token: token ?? '' }, { skip: !token, refetchOnMountOrArgChange: 10 });
  const changes = useGameChanges(token ?? '');
  const vendorAction = useConfirmedAction();
  const gameAction = useConfirmedAction();
  const [ordering, setOrdering] = useState<ConsoleGame | null>(null);
  const [integrating, setIntegrating] = useState<{ vendor: ConsoleVendor; step: 'edit' | 'rotate' } | null>(null);
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'vendors' ? 'vendors' : 'games';
  const asking = vendorAction.asking ?? gameAction.asking;
  const answering = vendorAction.asking ? vendorAction : gameAction;

  return (
    <div className="console-page games-page">
      <ConsolePageHead title={t('heading')} lines={[t('intro'), !mayManage && t('readOnly')]} />
      <Tabs
        label={t('tabs.label')}
        value={view}
        onChange={(next) => {
          vendorAction.clearError();
          gameAction.clearError();
          // The games' filters stay in the address while the vendors are shown.
          const kept = new URLSearchParams(params);
          if (next === 'vendors') kept.set('view', next);
          else kept.delete('view');
          setParams(kept, { replace: true });
        }}
        items={[
          { key: 'games', label: t('tabs.games') },
          { key: 'vendors', label: t('tabs.vendors') },
        ]}
      />
      {view === 'vendors' ? (
        <VendorsSection
          vendors={vendors.data?.list}
          error={vendors.error}
          onRetry={() => void vendors.refetch()}
          mayManage={mayManage}
          changes={changes}
          ask={vendorAction.ask}
          busy={vendorAction.busy}
          actionError={vendorAction.error}
          onEditIntegration={(vendor) => setIntegrating({ vendor, step: 'edit' })}
          onRotateSecret={(vendor) => setIntegrating({ vendor, step: 'rotate' })}
        />
      ) : null}
      {view === 'games' && token ? (
        <GamesList
          token={token}
          vendors={vendors.data?.list ?? []}
          mayManage={mayManage}
          changes={changes}
          ask={gameAction.ask}
          busy={gameAction.busy}
          actionError={gameAction.error}
          onEditOrder={setOrdering}
        />
      ) : null}
      {asking ? <ConfirmDialog title={asking.title} message={asking.message} onConfirm={() => void answering.confirm()} onCancel={answering.cancel} /> : null}
      {token && integrating?.step === 'edit' && integrating.vendor.integration ? (
        <GamesIntegrationDialog token={token} vendor={integrating.vendor} integration={integrating.vendor.integration} onClose={() => setIntegrating(null)} />
      ) : null}
      {token && integrating?.step === 'rotate' ? <GamesSecretDialog token={token} vendor={integrating.vendor} onClose={() => setIntegrating(null)} /> : null}
      {ordering ? <GamesOrderDialog game={ordering} changes={changes} onClose={() => setOrdering(null)} /> : null}
    </div>
  );
}
