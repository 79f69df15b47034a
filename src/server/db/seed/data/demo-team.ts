/**
 * The demo agent's team (steps/demo-team.ts): sub-agents of every agent type with their members,
 * three levels below `demoagent`, all signing in with one password. Accounts and nicknames are
 * fixed; registration dates and money history come from a seeded generator.
 */

/** One password for every account of the demo team (hashed once per seed run). */
export const DEMO_TEAM_PASSWORD = 'Team1234';

export interface DemoTeamAgent {
  account: string;
  nickname: string;
  /** 2 agent, 41 shop agent, 42 promoter (README: agent types). */
  type: 2 | 41 | 42;
  affiliateCode: string;
  /** The agent's own upline: the demo agent (undefined) or another agent of this list. */
  upline?: string;
  /** How many players it brought in. */
  members: number;
}

/** Listed uplines first: an agent's upline is inserted before it. */
export const DEMO_TEAM_AGENTS: DemoTeamAgent[] = [
  { account: 'somchaiag', nickname: 'Somchai Agency', type: 2, affiliateCode: 'SOMCHAI', members: 8 },
  { account: 'nattapongag', nickname: 'Nattapong (Somchai team)', type: 2, affiliateCode: 'NATTAPONG', upline: 'somchaiag', members: 7 },
  { account: 'luckyshop', nickname: 'Lucky Corner Shop', type: 41, affiliateCode: 'LUCKYSHOP', members: 7 },
  { account: 'ploypromo', nickname: 'Ploy Promotions', type: 42, affiliateCode: 'PLOYPROMO', members: 5 },
  { account: 'wichaiag', nickname: 'Wichai Agency', type: 2, affiliateCode: 'WICHAI', members: 5 },
];

/** The sub-agent and member printed by `npm start` (the first member of the first agent). */
export const DEMO_TEAM_LOGIN = { agent: 'somchaiag', member: 'anan1984' } as const;

/** Players' first names (romanised Thai) and birth years: accounts are name + year. */
const PEOPLE: [first: string, last: string, year: number][] = [
  ['Anan', 'Kaewmanee', 1984],
  ['Boonsri', 'Chaiyaporn', 1991],
  ['Chaiwat', 'Srisuk', 1988],
  ['Darunee', 'Phromma', 1995],
  ['Ekachai', 'Thongdee', 1979],
  ['Jintana', 'Wongsawat', 1990],
  ['Kanya', 'Rattanakul', 1997],
  ['Kittipong', 'Saelim', 1986],
  ['Lamai', 'Bunnag', 1982],
  ['Malee', 'Chantarasri', 1993],
  ['Narong', 'Pimpa', 1975],
  ['Niran', 'Suksawat', 1989],
  ['Orathai', 'Khamsing', 1996],
  ['Pimchanok', 'Intarasuk', 1999],
  ['Prasert', 'Meesuk', 1981],
  ['Rattana', 'Jaidee', 1987],
  ['Sakda', 'Phanphon', 1992],
  ['Siriporn', 'Nakprasit', 1994],
  ['Somsak', 'Yodying', 1978],
  ['Suda', 'Kongkaew', 1985],
  ['Supachai', 'Thammasat', 1990],
  ['Thanakorn', 'Boonyarat', 1998],
  ['Thida', 'Wattana', 1983],
  ['Wanida', 'Sombat', 1991],
  ['Wirat', 'Chuenchom', 1977],
  ['Yupin', 'Saengthong', 1988],
  ['Apinya', 'Kiatkong', 1996],
  ['Arthit', 'Panyadee', 1993],
  ['Chalerm', 'Rungrueang', 1980],
  ['Kamon', 'Sirisombat', 1989],
  ['Manee', 'Thepsiri', 1994],
  ['Pornthip', 'Limthong', 1986],
];

export interface DemoTeamMember {
  account: string;
  nickname: string;
  /** The real name on its payee (withdrawals are paid to it). */
  holderName: string;
  upline: string;
}

/** The players, handed out to the agents in list order. */
export const DEMO_TEAM_MEMBERS: DemoTeamMember[] = (() => {
  const people = [...PEOPLE];
  return DEMO_TEAM_AGENTS.flatMap((agent) =>
    people.splice(0, agent.members).map(([first, last, year]) => ({
      account: `${first.toLowerCase()}${year}`,
      nickname: `${first} ${last.charAt(0)}.`,
      holderName: `${first} ${last}`,
      upline: agent.account,
    })),
  );
})();

/** Banks of the members' payees. */
export const DEMO_BANKS = ['Kasikornbank', 'Siam Commercial Bank', 'Bangkok Bank', 'Krungthai Bank', 'Bank of Ayudhya'];
