import { lazy, type ComponentType } from 'react';
import type { AgentPage } from '@shared/routes';

/**
 * The agent-centre pages that exist so far; any other page shows the "being prepared" notice until
 * its issue lands. Each loads on demand, away from the players' bundle.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentPage, ComponentType>> = {
  registerCenter: lazy(() => import('@/features/agent/components/register-center-page')),
};
