/** Business constants of spec sections 3, 4 and 9, in one place for server and clients. */

export const LANGUAGES = ['EN', 'CN', 'TH'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TH';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Text stored once per language. */
export type Localized = Record<Language, string>;

export const GAME_CATEGORIES = [
  'HOME',
  'PROMO',
  'HOT',
  'FAV',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Categories that hold games (the rest are views over them). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const SELECT_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
export type SelectType = (typeof SELECT_TYPES)[number];

export const LOBBY_TABS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;

/** Game classifications inside a category ("other game tabs"). Bingo needs TY in the language list. */
export const GAME_CLASSIFIES = ['SLOT', 'SCRATCH', 'VIDEO_POKER', 'JACKPOT', 'TABLE', 'ARCADE', 'BINGO'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

export const ESPORT_CODES = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_CODES = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const FOOTER_VENDOR_CODES = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

/** sessionStorage / localStorage keys of spec section 3. */
export const STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  hisLang: 'hisLang',
  lang: 'lang',
  theme: 'theme',
  userPopup: 'USER_POPUP',
  anonymousPopup: 'ANONYMOUS_POPUP',
  hotGames: 'HOT_GAMES',
} as const;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const BRAND = { platform: 'WEB', lotteryType: 'Lott', clientType: 3 } as const;

export const LIMITS = {
  lobbyPageSize: 18,
  homeHotGames: 12,
  homeRecentGames: 12,
  homeVendorsPerList: 5,
  recentPageSize: 12,
  homeFavouritesPageSize: 999,
  dropDownLargeAbove: 10,
  paginationPageRange: 5,
  paginationMarginPages: 2,
  noticePageSize: 9,
  popupPageSize: 7,
  winnerBoardLimit: 20,
  feedbackMaxLength: 140,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxFiles: 3,
  smsThrottleMs: 1000,
  captchaRefreshMs: 1000,
  rememberMeMs: 24 * 60 * 60 * 1000,
  weakPassword: '123456',
  mobileCodeMaxLength: 255,
  customerServiceWindow: { width: 440, height: 750 },
  designWidth: 1920,
  chunkTimeoutMs: 120_000,
  downloadQrSize: 100,
  ageGates: [18, 21],
} as const;

export const JACKPOT = {
  startMin: 200_000_000,
  startMax: 300_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
  decimals: 2,
} as const;

export const CAROUSEL = {
  autoplayMs: 5000,
  speedMs: 1000,
  slidesPerView: 1.272,
  depth: 200,
} as const;

export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_reg', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
