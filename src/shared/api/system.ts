import { z } from 'zod';
import { BANNER_GROUPS, GAME_CATEGORIES, GAME_TYPES, LANGUAGES } from '../constants';
import { PATTERN_KEYS } from '../patterns';

/** Contract of the system calls (spec section 7). One schema source for server validation, the
 * OpenAPI document and the renderer's types. */

export const languageSchema = z.enum(LANGUAGES);
export const localizedSchema = z.object({ EN: z.string(), CN: z.string(), TH: z.string() });

/** Query accepted by most read calls. */
export const languageQuerySchema = z.strictObject({ language: languageSchema.optional() });

export const systemStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** ISO time the maintenance window ends, when one is set. */
  maintenanceEnd: z.string().nullable(),
  maintenanceInfo: z.string().nullable(),
  regionMessage: z.string().nullable(),
  ip: z.string(),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export const customerServiceSchema = z.object({
  csType: z.enum(['LIVECHAT', 'LINE', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'PHONE']),
  label: z.string(),
  /** Opaque (encrypted) target; resolved through the customer-service launch call. */
  path: z.string(),
  /** Plain target URL for links that may be shown (mailto:, tel:, https:). */
  url: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const featureFlagsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  freePlay: z.boolean(),
  passwordExpiry: z.boolean(),
  mobileCodeLogin: z.boolean(),
  firebaseLogin: z.boolean(),
  dividend: z.boolean(),
  salary: z.boolean(),
  hourlySalary: z.boolean(),
  realtimeSalary: z.boolean(),
  agentPolicy: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});

export const licenceSchema = z.object({ name: z.string(), imageUrl: z.string() });

export const socialLinksSchema = z.object({
  facebook: z.string().optional(),
  line: z.string().optional(),
  telegram: z.string().optional(),
  twitter: z.string().optional(),
});

export const mirrorSchema = z.object({ domain: z.string(), priority: z.number().int() });

export const footerVendorSchema = z.object({ code: z.string(), name: z.string(), logoUrl: z.string() });

/** What an agent of one type may do; the merchant configures it per agent type (1, 2, 41, 42). */
export const AGENT_ACTIONS = ['registerMembers', 'registerAgents', 'transferToDownlines', 'offerContracts'] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];
export const agentPermissionsSchema = z.object({
  registerMembers: z.boolean(),
  registerAgents: z.boolean(),
  transferToDownlines: z.boolean(),
  offerContracts: z.boolean(),
});
export type AgentPermissions = z.infer<typeof agentPermissionsSchema>;
/** Keyed by agent type as a string (JSON object keys). */
export const agentPermissionTableSchema = z.object({
  '1': agentPermissionsSchema,
  '2': agentPermissionsSchema,
  '41': agentPermissionsSchema,
  '42': agentPermissionsSchema,
});
export type AgentPermissionTable = z.infer<typeof agentPermissionTableSchema>;

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' });

/** Customer-service hours for agents, in the merchant's time zone. Days are ISO weekdays, 1 = Monday. */
export const supportHoursSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  start: clockTimeSchema,
  end: clockTimeSchema,
});
export type SupportHours = z.infer<typeof supportHoursSchema>;

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  platform: z.literal('WEB'),
  lotteryType: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  features: featureFlagsSchema,
  /** Merchant settings by their spec names (e.g. CHNGPASSVERIF3). */
  settings: z.record(z.string(), z.boolean()),
  customerService: z.array(customerServiceSchema),
  licences: z.array(licenceSchema),
  socialLinks: socialLinksSchema,
  appDownload: z.object({ android: z.string(), ios: z.string() }),
  officialChannels: z.array(z.object({ name: z.string(), url: z.string() })),
  footerVendors: z.array(footerVendorSchema),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  /** IANA zone of the merchant (e.g. Asia/Bangkok); the agent clock and support hours use it. */
  timeZone: z.string(),
  supportHours: supportHoursSchema,
  agentPermissions: agentPermissionTableSchema,
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const registerFieldSchema = z.object({
  name: z.enum(registerFieldNames),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.union([z.enum(PATTERN_KEYS as [string, ...string[]]), z.literal('*')]),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type RegisterField = z.infer<typeof registerFieldSchema>;

export const registerSettingSchema = z.object({
  fields: z.array(registerFieldSchema),
  smsVerification: z.boolean(),
  minimumAge: z.number().int(),
  countryDialingCode: z.string(),
  /** Digits a mobile number must have, per dialing code. */
  mobileDigits: z.record(z.string(), z.object({ min: z.number().int(), max: z.number().int() })),
  /** New-address sign-in check: how the extra verification is delivered. */
  newAddressVerification: z.enum(['NONE', 'SMS', 'EMAIL']),
});
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  mirrors: z.array(mirrorSchema),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const verifyDomainQuerySchema = z.strictObject({ domain: z.string().trim().min(1).max(253) });
export const verifyDomainSchema = z.object({ domain: z.string(), official: z.boolean() });

export const permissionSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: domainRouteSchema,
    resources: z.array(resourceSchema),
    whitelabel: whitelabelSchema,
    register: registerSettingSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    location: z.object({ ip: z.string(), country: z.string().nullable() }),
  }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceEnd: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const helpArticleSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), content: z.string() });
export const helpCategorySchema = z.object({ code: z.string(), title: z.string(), articles: z.array(helpArticleSchema) });
export const helpCenterSchema = z.object({ categories: z.array(helpCategorySchema) });
export type HelpCenter = z.infer<typeof helpCenterSchema>;

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export const countryListSchema = z.object({ list: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;

export const menuVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  lagerIcon: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
});
export const gameMenuSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  vendors: z.array(menuVendorSchema),
});
export const gameMenusSchema = z.object({ menus: z.array(gameMenuSchema) });
export type GameMenus = z.infer<typeof gameMenusSchema>;
export type MenuVendor = z.infer<typeof menuVendorSchema>;

export const bannerQuerySchema = z.strictObject({
  groupName: z.enum(BANNER_GROUPS),
  language: languageSchema.optional(),
});
export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  /** Image URL. */
  url: z.string(),
  /** What a click does: NONE, URL, GAME or PROMO, with its target in `linkage`. */
  linkageType: z.string(),
  linkage: z.string(),
});
export const bannerListSchema = z.object({ list: z.array(bannerSchema) });
export type Banner = z.infer<typeof bannerSchema>;
