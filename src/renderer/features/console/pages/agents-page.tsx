import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { AgentDetailPanel } from '../components/agents-detail';
import { AgentsTree } from '../components/agents-tree';
import { ConsolePageHead } from '../components/console-page-head';
import { useConsoleSession } from '../console-session';
import { operatorMay } from '../nav-items';
import '../agents.css';

/**
 * /console/agents: the member tree with search, and the chosen agent's page beside it (in its place
 * on phones, with a way back). The chosen agent is in the address (?agent=), so Back returns to the tree.
 */
export function AgentsPage() {
  const { t } = useTranslation('consoleAgents');
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const [params, setParams] = useSearchParams();
  const selected = params.get('agent');
  const mayManage = operatorMay(operator, 'agents.manage');
  if (!token) return null;
  return (
    <div className={`console-page agents${selected ? ' agents--chosen' : ''}`}>
      <ConsolePageHead className="agents__head" title={t('heading')} lines={[t('intro'), !mayManage && t('readOnly')]} />
      <div className="agents__body">
        <div className="agents__tree">
          <AgentsTree token={token} selected={selected} onSelect={(account) => setParams({ agent: account })} />
        </div>
        <div className="agents__detail">
          {selected ? (
            <AgentDetailPanel key={selected} token={token} account={selected} mayManage={mayManage} onBack={() => setParams({})} />
          ) : (
            <p className="console-muted agents__pick">{t('detail.pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
