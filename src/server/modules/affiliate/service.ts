import { isAgentType } from '@shared/constants';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';
import { findAgentByAffiliateCode } from '../member/repository';

const CODE = /^[A-Za-z0-9]{2,64}$/u;

/** The code a registration link carries: ?affiliateCode=, ?code= or ?ref= of a URL. */
function codeFromUrl(url: string): string | undefined {
  try {
    const params = new URL(url, 'https://placeholder.invalid').searchParams;
    return params.get('affiliateCode') ?? params.get('code') ?? params.get('ref') ?? undefined;
  } catch {
    return undefined;
  }
}

/** An agent's own sub-domain, e.g. demoagent.example.com → DEMOAGENT. */
function codeFromDomain(domain: string): string | undefined {
  const labels = domain.toLowerCase().replace(/\.$/u, '').split('.');
  return labels.length >= 3 ? labels[0] : undefined;
}

/**
 * GET /wps/agent/affiliate: is this an agent's affiliate code? The code comes from `code`, else
 * the query of `url`, else the first label of `domain`. Codes compare case-insensitively.
 */
export async function checkAffiliate(db: Db, merchant: Merchant, query: { code?: string; domain?: string; url?: string }) {
  const candidate = query.code || (query.url ? codeFromUrl(query.url) : undefined) || (query.domain ? codeFromDomain(query.domain) : undefined);
  if (!candidate || !CODE.test(candidate)) return { valid: false, code: null };
  const agent = await findAgentByAffiliateCode(db, merchant.id, candidate);
  if (!agent || !isAgentType(agent.type)) return { valid: false, code: null };
  return { valid: true, code: agent.affiliateCode };
}
