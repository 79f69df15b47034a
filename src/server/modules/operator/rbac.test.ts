import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, mayDo, type OperatorRole, type Permission } from '@shared/api/console';
import { bearer, buildAccountApp, loginToken, type AccountTestApp } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { operatorToken } from '../../test/operator-client';
import { cliActor } from './audit';
import { addOperator } from './service';

/**
 * The RBAC matrix (issue 22): every operator API call against every role. The table below is the
 * documented gate of each call (README, "Operator console"); a call added without a row here, or
 * whose gate changes, fails the first test. Then each role calls each call: a role without the
 * permission gets 403 forbidden before anything is read; a role with it gets past the gate (the
 * answer is then the call's own: 200, 404, 409 or 422 for the empty request sent here).
 */
const GATES: Record<string, Permission | 'session' | 'enrol' | 'verify'> = {
  'GET /ops-api/session/me': 'session',
  'POST /ops-api/session/logout': 'session',
  'POST /ops-api/session/totp/enrol': 'enrol',
  'POST /ops-api/session/totp/confirm': 'enrol',
  'POST /ops-api/session/totp/verify': 'verify',
  'GET /ops-api/audit': 'read',
  'GET /ops-api/audit.csv': 'read',
  'GET /ops-api/operators': 'operators.manage',
  'POST /ops-api/operators': 'operators.manage',
  'PUT /ops-api/operators/:id': 'operators.manage',
  'POST /ops-api/operators/:id/reset-second-factor': 'operators.manage',
  'POST /ops-api/operators/:id/unlock': 'operators.manage',
  'GET /ops-api/approvals': 'read',
  'GET /ops-api/queues': 'read',
  'GET /ops-api/withdrawals/disputes': 'read',
  'GET /ops-api/withdrawals/:id/confirmation': 'read',
  'GET /ops-api/withdrawals/:id/proofs/:proofId': 'read',
  'GET /ops-api/dashboard': 'read',
  'GET /ops-api/players': 'read',
  'GET /ops-api/players/:account': 'read',
  'GET /ops-api/players/:account/statement': 'read',
  'GET /ops-api/players/:account/bets': 'read',
  'POST /ops-api/players/:account/block': 'players.manage',
  'POST /ops-api/players/:account/unblock': 'players.manage',
  'POST /ops-api/players/:account/force-password-change': 'players.manage',
  'POST /ops-api/players/:account/notes': 'players.manage',
  'POST /ops-api/players/:account/adjust': 'money.adjust',
  'GET /ops-api/games': 'read',
  'GET /ops-api/vendors': 'read',
  'POST /ops-api/games/:nodeId/maintenance': 'config.manage',
  'POST /ops-api/vendors/:code/maintenance': 'config.manage',
  'POST /ops-api/games/:nodeId/flags': 'config.manage',
  'GET /ops-api/agents': 'read',
  'GET /ops-api/agents/:account/children': 'read',
  'GET /ops-api/agents/:account': 'read',
  'PUT /ops-api/vendors/:code/integration': 'config.manage',
  'POST /ops-api/vendors/:code/integration/rotate-secret': 'config.manage',
  'POST /ops-api/images': 'content.manage',
  'GET /ops-api/banners': 'read',
  'POST /ops-api/banners': 'content.manage',
  'PUT /ops-api/banners/:id': 'content.manage',
  'DELETE /ops-api/banners/:id': 'content.manage',
  'GET /ops-api/notices': 'read',
  'POST /ops-api/notices': 'content.manage',
  'PUT /ops-api/notices/:id': 'content.manage',
  'DELETE /ops-api/notices/:id': 'content.manage',
  'GET /ops-api/popups': 'read',
  'POST /ops-api/popups': 'content.manage',
  'PUT /ops-api/popups/:id': 'content.manage',
  'DELETE /ops-api/popups/:id': 'content.manage',
  'GET /ops-api/help-articles': 'read',
  'POST /ops-api/help-articles': 'content.manage',
  'PUT /ops-api/help-articles/:id': 'content.manage',
  'DELETE /ops-api/help-articles/:id': 'content.manage',
  'GET /ops-api/config': 'read',
  'POST /ops-api/config/diff': 'config.manage',
  'PUT /ops-api/config': 'config.manage',
  'POST /ops-api/ledger/verify': 'ledger.verify',
  'GET /ops-api/ledger/books': 'read',
  'GET /ops-api/players/:account/context': 'read',
  'POST /ops-api/approvals/:id/approve': 'cashier.decide',
  'POST /ops-api/approvals/:id/reject': 'cashier.decide',
  'POST /ops-api/deposits/:id/approve': 'cashier.decide',
  'POST /ops-api/deposits/:id/reject': 'cashier.decide',
  'POST /ops-api/withdrawals/:id/pay': 'cashier.decide',
  'POST /ops-api/withdrawals/:id/reject': 'cashier.decide',
  'POST /ops-api/bonuses': 'money.adjust',
  'POST /ops-api/promotions': 'promotions.manage',
  'GET /ops-api/promotion-applications': 'read',
  'POST /ops-api/promotion-applications/:id/approve': 'promotions.manage',
  'POST /ops-api/promotion-applications/:id/reject': 'promotions.manage',
  'POST /ops-api/contracts/offers': 'agents.manage',
  'POST /ops-api/contracts/:id/terminate': 'agents.manage',
  'POST /ops-api/contracts/:id/termination/accept': 'agents.manage',
  'POST /ops-api/contracts/:id/termination/reject': 'agents.manage',
  'POST /ops-api/contract-settlements/run': 'agents.manage',
  'POST /ops-api/contract-settlements/void': 'agents.manage',
  'POST /ops-api/contract-settlements/rerun': 'agents.manage',
};

describe.each(testDrivers())('operator RBAC matrix on %s', (driver) => {
  let t: AccountTestApp;
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    t = await buildAccountApp(driver);
    const merchantId = (await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' }))?.id ?? 0;
    for (const role of OPERATOR_ROLES) {
      await addOperator(t.database.db, cliActor(merchantId), { username: `rbac-${role}`, password: 'Pass1234', role, cost: 'test' });
      tokens[role] = await operatorToken(t, `rbac-${role}`, 'Pass1234');
    }
  }, 60_000);
  afterAll(async () => t.close());

  const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('knows the gate of every operator call, as documented', () => {
    expect(Object.fromEntries(t.app.operatorRoutes.map((r) => [keyOf(r), r.gate]))).toEqual(GATES);
  });

  it('lets each role through exactly the calls its permissions cover', async () => {
    const wrong: string[] = [];
    const checked = t.app.operatorRoutes.filter((r) => r.gate !== 'session' && r.gate !== 'enrol' && r.gate !== 'verify' && r.url !== '/ops-api/session/logout');
    for (const route of checked) {
      for (const role of OPERATOR_ROLES) {
        const response = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '999999').replace(':account', 'demoplayer').replace(':nodeId', 'NO-SUCH').replace(':code', 'NOSUCH'), headers: bearer(tokens[role]), payload: route.method === 'GET' ? undefined : {} });
        const allowed = mayDo(role, route.gate as Permission);
        const passed = response.statusCode !== 401 && response.statusCode !== 403;
        if (allowed !== passed) wrong.push(`${role} ${keyOf(route)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
        if (!allowed && response.json<{ code: string }>().code !== 'forbidden') wrong.push(`${role} ${keyOf(route)} answered ${response.body.slice(0, 100)}`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  it('refuses player and agent tokens and no token on every operator call', async () => {
    const player = await loginToken(t, 'demoplayer', 'Demo1234');
    const agent = await loginToken(t, 'demoagent', 'Agent1234');
    for (const route of t.app.operatorRoutes) {
      for (const headers of [bearer(player), bearer(agent), {}]) {
        const response = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(':id', '1').replace(':account', 'demoplayer').replace(':nodeId', 'NO-SUCH').replace(':code', 'NOSUCH'), headers, payload: route.method === 'GET' ? undefined : {} });
        expect([keyOf(route), response.statusCode]).toEqual([keyOf(route), 401]);
      }
    }
  });
});
