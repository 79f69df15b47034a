import type { AffiliateLink, AgentRegisterPayload, AgentRegisterResult } from '@shared/api/agent';
import { api } from '@/lib/api';

/** The register centre's calls (README, "Agent centre calls"). Registration is never retried. */
export const registerCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    agentRegister: build.mutation<AgentRegisterResult, AgentRegisterPayload>({
      query: (body) => ({ url: 'wps/agent/register', method: 'POST', body, encrypt: true }),
    }),
    affiliateLink: build.query<AffiliateLink, void>({
      query: () => 'wps/agent/affiliate/link',
    }),
  }),
});

export const { useAgentRegisterMutation, useAffiliateLinkQuery } = registerCentreApi;
