import { randomBytes } from 'node:crypto';
import { GAME_CATEGORIES } from '@shared/constants';
import type { CustomerServiceEntry } from '@shared/api/system';
import { DEFAULT_AGENT_PERMISSIONS } from '../../../modules/agent/agent-permissions';
import { DEFAULT_SUPPORT_HOURS } from '../../../modules/system/agent-desk';
import { merchantConfigSchema, type MerchantConfig } from '../../../modules/system/merchant-config';
import { BLOCKED_RANGE, MAIN_DOMAIN, MIRRORS } from './network';
import { buildRegisterSetting } from './register-setting';

export const MERCHANT_CODE = 'DEMO';
export const BRAND_NAME = 'Lucky Harbor';

export const LICENCES = [
  { name: 'Harbor Gaming Commission', colour: '#1f6fb2' },
  { name: 'Fair Play Certified', colour: '#2e9b57' },
  { name: 'Responsible Gaming Pledge', colour: '#c2691b' },
].map((licence, i) => ({ ...licence, key: `licence-${i + 1}.svg`, imageUrl: `/img/licence-${i + 1}.svg` }));

/** An opaque handle for a customer-service target; the launch call resolves it on the server. */
function opaqueToken(): string {
  return randomBytes(24).toString('base64url');
}

function customerService(): CustomerServiceEntry[] {
  const entries: Omit<CustomerServiceEntry, 'path'>[] = [
    { csType: 'LIVECHAT', label: 'Live Chat 24/7', url: `https://chat.${MAIN_DOMAIN}/widget` },
    { csType: 'LINE', label: 'LINE @luckyharbor', url: `https://line.${MAIN_DOMAIN}/luckyharbor` },
    { csType: 'TELEGRAM', label: 'Telegram @luckyharbor_support', url: `https://telegram.${MAIN_DOMAIN}/luckyharbor_support` },
    { csType: 'EMAIL', label: `support@${MAIN_DOMAIN}`, url: `mailto:support@${MAIN_DOMAIN}` },
  ];
  return entries.map((entry) => ({ ...entry, path: opaqueToken() }));
}

/** The demo merchant's whitelabel configuration, validated against the server's schema. */
export function buildMerchantConfig(): MerchantConfig {
  return merchantConfigSchema.parse({
    name: BRAND_NAME,
    logoUrl: '/img/logo.svg',
    currency: { code: 'THB', symbol: '฿', decimals: 2 },
    languages: ['TH', 'EN', 'CN'],
    defaultLanguage: 'TH',
    features: {
      usernameRegistration: true,
      mobileRegistration: true,
      smsVerification: true,
      freePlay: true,
      passwordExpiry: false,
      mobileCodeLogin: true,
      firebaseLogin: false,
      dividend: true,
      salary: true,
      hourlySalary: true,
      realtimeSalary: true,
      agentPolicy: true,
    },
    settings: { CHNGPASSVERIF3: true },
    // 1 % of every stake feeds the jackpot pool (ledger account jackpot_pool).
    jackpot: { contributionBps: 100 },
    categories: [...GAME_CATEGORIES],
    customerService: customerService(),
    licences: LICENCES.map(({ name, imageUrl }) => ({ name, imageUrl })),
    // No twitter: the footer shows social links only when configured.
    socialLinks: {
      facebook: `https://facebook.${MAIN_DOMAIN}/luckyharbor`,
      line: `https://line.${MAIN_DOMAIN}/luckyharbor`,
      telegram: `https://telegram.${MAIN_DOMAIN}/luckyharbor`,
    },
    officialChannels: [
      { name: 'Telegram News Channel', url: `https://telegram.${MAIN_DOMAIN}/luckyharbor_news` },
      { name: 'LINE Official Account', url: `https://line.${MAIN_DOMAIN}/luckyharbor_official` },
    ],
    appDownload: {
      android: `https://download.${MAIN_DOMAIN}/android/lucky-harbor.apk`,
      ios: `https://download.${MAIN_DOMAIN}/ios/lucky-harbor`,
    },
    mainDomain: MAIN_DOMAIN,
    mirrors: MIRRORS,
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    register: buildRegisterSetting(),
    maintenance: {
      enabled: false,
      start: null,
      end: null,
      info: {
        EN: 'We are upgrading our systems to serve you better. Your balance and records are safe. Please check back soon.',
        CN: '我们正在升级系统，以便为您提供更好的服务。您的余额和记录都很安全，请稍后再回来。',
        TH: 'เรากำลังปรับปรุงระบบเพื่อให้บริการคุณได้ดียิ่งขึ้น ยอดเงินและประวัติของคุณปลอดภัย โปรดกลับมาใหม่อีกครั้งในภายหลัง',
      },
      allowList: [],
    },
    regionBlock: {
      enabled: true,
      countries: ['US'],
      addresses: [BLOCKED_RANGE],
      allowList: [],
      message: {
        EN: 'Sorry, our service is not available in your region. If you believe this is a mistake, please contact customer service.',
        CN: '抱歉，您所在的地区暂不提供服务。如您认为这是误判，请联系客服。',
        TH: 'ขออภัย บริการของเราไม่เปิดให้ใช้งานในภูมิภาคของคุณ หากคุณคิดว่าเป็นข้อผิดพลาด โปรดติดต่อฝ่ายบริการลูกค้า',
      },
    },
    timeZone: 'Asia/Bangkok',
    supportHours: DEFAULT_SUPPORT_HOURS,
    agentPermissions: DEFAULT_AGENT_PERMISSIONS,
  });
}

const THB = 100;
/**
 * The demo VIP ladder (the server's demo data only, seed step vip.ts: tests keep merchants without a
 * ladder, so no upgrade bonus moves their balances): 30 days of valid bets and deposits decide the level.
 */
export const DEMO_VIP = {
  windowDays: 30,
  levels: [
    { level: 0, name: { EN: 'Member', CN: '会员', TH: 'สมาชิก' }, minBets: 0, minDeposits: 0, upgradeBonus: 0, rebateBonusBp: 0, withdrawMax: 0, birthdayBonus: 0 },
    { level: 1, name: { EN: 'Bronze', CN: '青铜', TH: 'บรอนซ์' }, minBets: 5_000 * THB, minDeposits: 1_000 * THB, upgradeBonus: 58 * THB, rebateBonusBp: 2, withdrawMax: 0, birthdayBonus: 88 * THB },
    { level: 2, name: { EN: 'Silver', CN: '白银', TH: 'ซิลเวอร์' }, minBets: 30_000 * THB, minDeposits: 5_000 * THB, upgradeBonus: 188 * THB, rebateBonusBp: 5, withdrawMax: 100_000 * THB, birthdayBonus: 288 * THB },
    { level: 3, name: { EN: 'Gold', CN: '黄金', TH: 'โกลด์' }, minBets: 150_000 * THB, minDeposits: 20_000 * THB, upgradeBonus: 588 * THB, rebateBonusBp: 8, withdrawMax: 200_000 * THB, birthdayBonus: 888 * THB },
    { level: 4, name: { EN: 'Platinum', CN: '铂金', TH: 'แพลทินัม' }, minBets: 600_000 * THB, minDeposits: 80_000 * THB, upgradeBonus: 1_888 * THB, rebateBonusBp: 12, withdrawMax: 500_000 * THB, birthdayBonus: 2_888 * THB },
    { level: 5, name: { EN: 'Diamond', CN: '钻石', TH: 'ไดมอนด์' }, minBets: 2_000_000 * THB, minDeposits: 250_000 * THB, upgradeBonus: 5_888 * THB, rebateBonusBp: 16, withdrawMax: 1_000_000 * THB, birthdayBonus: 8_888 * THB },
    { level: 6, name: { EN: 'Royal', CN: '皇家', TH: 'รอยัล' }, minBets: 8_000_000 * THB, minDeposits: 1_000_000 * THB, upgradeBonus: 18_888 * THB, rebateBonusBp: 20, withdrawMax: 3_000_000 * THB, birthdayBonus: 28_888 * THB },
  ],
};
