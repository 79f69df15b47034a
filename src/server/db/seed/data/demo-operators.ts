/** The demo back-office operator (admin), for the operator API and CLI on a fresh install. */
export const DEMO_OPERATOR = { username: 'ops', password: 'Ops12345', role: 'admin' as const };
