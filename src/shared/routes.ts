import type { GameCategory } from './constants';

/**
 * Every path of spec section 2 with its layout and guard. The renderer's router is built from this
 * table and the end-to-end tests walk it, so a path cannot be added to one without the other.
 *
 * layout: `main` = side menu, header, banner, content, footer; `agent` = agent layout (no side
 * menu); `game` = header and content only (side menu hidden; `/seamless` also has no footer).
 * auth: `member` = needs a session token (otherwise go to /login); `agent` = needs an agent
 * account (otherwise go to /agent).
 */
export type RouteLayout = 'main' | 'agent' | 'game';
export type RouteAuth = 'none' | 'member' | 'agent';

export interface RouteDef {
  path: string;
  layout: RouteLayout;
  auth: RouteAuth;
  /** The page component family that renders it. */
  page: RoutePage;
  category?: GameCategory;
  /** A popup opened over home. */
  popup?: 'login' | 'register' | 'help';
  footer?: boolean;
}

export type RoutePage =
  | 'home'
  | 'agentLogin'
  | 'agentCentre'
  | 'memberCentre'
  | 'gameCentre'
  | 'gameList'
  | 'accountGames'
  | 'lottery'
  | 'promotions'
  | 'pointMall'
  | 'seamless'
  | 'mirrors';

export const ROUTES: readonly RouteDef[] = [
  { path: '/', layout: 'main', auth: 'none', page: 'home', category: 'HOME' },
  { path: '/index', layout: 'main', auth: 'none', page: 'home', category: 'HOME' },
  { path: '/index.html', layout: 'main', auth: 'none', page: 'home', category: 'HOME' },
  { path: '/home', layout: 'main', auth: 'none', page: 'home', category: 'HOME' },
  { path: '/login', layout: 'main', auth: 'none', page: 'home', category: 'HOME', popup: 'login' },
  { path: '/register', layout: 'main', auth: 'none', page: 'home', category: 'HOME', popup: 'register' },
  { path: '/help', layout: 'main', auth: 'none', page: 'home', category: 'HOME', popup: 'help' },
  { path: '/agent', layout: 'agent', auth: 'none', page: 'agentLogin' },
  { path: '/agentHome', layout: 'agent', auth: 'agent', page: 'agentCentre' },
  { path: '/agentHome/:page', layout: 'agent', auth: 'agent', page: 'agentCentre' },
  { path: '/member', layout: 'main', auth: 'member', page: 'memberCentre' },
  { path: '/member/:page', layout: 'main', auth: 'member', page: 'memberCentre' },
  { path: '/sports', layout: 'main', auth: 'none', page: 'gameCentre', category: 'SPORTS' },
  { path: '/esports', layout: 'main', auth: 'none', page: 'gameCentre', category: 'ESPORTS' },
  { path: '/lott', layout: 'main', auth: 'none', page: 'gameCentre', category: 'LOTT' },
  { path: '/elott', layout: 'main', auth: 'none', page: 'gameCentre', category: 'ELOTT' },
  { path: '/live', layout: 'main', auth: 'none', page: 'gameList', category: 'LIVE' },
  { path: '/fish', layout: 'main', auth: 'none', page: 'gameList', category: 'FISH' },
  { path: '/rng', layout: 'main', auth: 'none', page: 'gameList', category: 'RNG' },
  { path: '/pvp', layout: 'main', auth: 'none', page: 'gameList', category: 'PVP' },
  { path: '/cockfight', layout: 'main', auth: 'none', page: 'gameList', category: 'COCKFIGHT' },
  { path: '/favorite', layout: 'main', auth: 'member', page: 'accountGames', category: 'FAV' },
  { path: '/recent', layout: 'main', auth: 'member', page: 'accountGames' },
  { path: '/lottery', layout: 'game', auth: 'member', page: 'lottery', category: 'LOTT' },
  { path: '/seaLottery', layout: 'game', auth: 'member', page: 'lottery', category: 'LOTT' },
  { path: '/vnLottery', layout: 'game', auth: 'member', page: 'lottery', category: 'ELOTT' },
  { path: '/promotions', layout: 'main', auth: 'none', page: 'promotions', category: 'PROMO' },
  { path: '/pointMall', layout: 'main', auth: 'none', page: 'pointMall' },
  { path: '/seamless', layout: 'game', auth: 'none', page: 'seamless', footer: false },
  { path: '/mirrors', layout: 'main', auth: 'none', page: 'mirrors' },
];

/** Personal-centre pages of spec section 2; the first is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Agent-centre pages of spec section 2; the first is the default. */
export const AGENT_PAGES = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** Path prefixes that map to a category (spec section 2). */
export const PATH_CATEGORY: Readonly<Record<string, GameCategory>> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/cockfight': 'COCKFIGHT',
};

/** The lobby path of each game category, for menus and "more" links. */
export const CATEGORY_PATH: Readonly<Partial<Record<GameCategory, string>>> = {
  HOME: '/',
  PROMO: '/promotions',
  FAV: '/favorite',
  ...Object.fromEntries(Object.entries(PATH_CATEGORY).map(([path, cat]) => [cat, path])),
};
