import type { DomainRoute } from '@shared/api/system';
import { api } from '@/lib/api';

export interface VerifyDomainResult {
  domain: string;
  official: boolean;
}

export const mirrorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    domainRoute: build.query<DomainRoute, void>({
      query: () => 'wps/system/domainRoute',
    }),
    verifyDomain: build.query<VerifyDomainResult, string>({
      query: (domain) => ({ url: 'wps/system/domainRoute/verify', params: { domain } }),
    }),
  }),
});

export const { useDomainRouteQuery, useLazyVerifyDomainQuery } = mirrorsApi;
