import { randomInt } from 'node:crypto';
import type { AffiliateLink } from '@shared/api/agent';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/sql-state';
import { requireAgent, type AgentRef } from '../agent/team-service';
import type { Merchant } from '../merchant/directory';
import { affiliateCodeOf, claimAffiliateCode, findAgentByAffiliateCode } from '../member/repository';

/** No 0/O or 1/I: codes are read aloud and typed from paper. 31^8 ≈ 8.5e11 codes per merchant. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newAffiliateCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function linkOf(merchant: Merchant, code: string): AffiliateLink {
  const path = `/register?affiliateCode=${encodeURIComponent(code)}`;
  return { code, path, url: `https://${merchant.config.mainDomain}${path}` };
}

/**
 * GET /wps/agent/affiliate/link: the agent's code and link; an agent without a code gets one on its
 * first ask. Two first asks at once both answer the one code stored (the claim only writes a null
 * column); a code another member holds (case-insensitively) is drawn again.
 */
export async function affiliateLink(db: Db, merchant: Merchant, agent: AgentRef, draw = newAffiliateCode): Promise<AffiliateLink> {
  requireAgent(agent);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await affiliateCodeOf(db, merchant.id, agent.id);
    if (current) return linkOf(merchant, current);
    const code = draw();
    if (await findAgentByAffiliateCode(db, merchant.id, code)) continue;
    try {
      await claimAffiliateCode(db, merchant.id, agent.id, code);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const stored = await affiliateCodeOf(db, merchant.id, agent.id);
  if (!stored) throw new Error('could not draw a free affiliate code');
  return linkOf(merchant, stored);
}
