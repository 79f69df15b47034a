/** Demo accounts printed by `npm start`; only for the demo merchant. */
export const DEMO_PLAYER = { account: 'demoplayer', password: 'Demo1234', nickname: 'Demo Player', type: 0 } as const;
export const DEMO_AGENT = { account: 'demoagent', password: 'Agent1234', nickname: 'Demo Agent', type: 1, affiliateCode: 'DEMOAGENT' } as const;
export const DEMO_DOWNLINES = [1, 2, 3].map((n) => ({
  account: `downline${n}`,
  password: 'Down1234',
  nickname: `Downline ${n}`,
  type: 0,
}));
