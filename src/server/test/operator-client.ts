import type { AccountTestApp } from './account-client';

/** Signs an operator in through the operator API (the seeded `ops` admin by default). */
export async function operatorToken(t: AccountTestApp, username = 'ops', password = 'Ops12345'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/ops-api/session/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  return response.json<{ value: { token: string } }>().value.token;
}
