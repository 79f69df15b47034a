import type { AgentPermissions } from '@shared/api/system';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useMemberInfoQuery } from '@/lib/session-api';

/** Whether the signed-in agent's type may do an action (the merchant's table; the server checks again). */
export function useAgentMay(action: keyof AgentPermissions): boolean {
  const { data: whitelabel } = useWhitelabelQuery();
  const { data: me } = useMemberInfoQuery();
  const table: Partial<Record<string, AgentPermissions>> | undefined = whitelabel?.agentPermissions;
  return me ? (table?.[String(me.type)]?.[action] ?? false) : false;
}
