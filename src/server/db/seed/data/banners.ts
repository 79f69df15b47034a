import type { BannerGroup, Localized } from '@shared/constants';

export interface BannerSeed {
  groupName: BannerGroup;
  /** Image key in the images table; served at /img/<key>. */
  key: string;
  width: number;
  height: number;
  headline: string;
  subline: string;
  cta: string;
  title: Localized;
  linkageType: 'NONE' | 'URL' | 'GAME' | 'PROMO';
  linkage: string;
}

type Row = [headline: string, subline: string, title: Localized, linkageType: BannerSeed['linkageType'], linkage: string];

const SIZES: Record<BannerGroup, [number, number]> = {
  w_home: [1200, 400],
  w_leftmenu: [600, 300],
  w_login: [800, 240],
  w_reg: [800, 240],
  w_forget: [800, 240],
};

const CTA: Record<BannerGroup, string> = {
  w_home: 'PLAY NOW',
  w_leftmenu: 'LEARN MORE',
  w_login: 'SIGN IN',
  w_reg: 'JOIN NOW',
  w_forget: 'RESET',
};

const ROWS: Record<BannerGroup, Row[]> = {
  w_home: [
    ['Welcome Bonus 100%', 'Double your first deposit up to 5,000 THB', { EN: 'Welcome bonus 100%', CN: '首存100%欢迎奖金', TH: 'โบนัสต้อนรับ 100%' }, 'PROMO', 'WELCOME'],
    ['Live Casino Nights', 'Real dealers, real tables, every evening', { EN: 'Live casino nights', CN: '真人娱乐场之夜', TH: 'ค่ำคืนคาสิโนสด' }, 'URL', '/live'],
    ['Weekly Cashback 5%', 'Get 5% of your weekly net loss back every Monday', { EN: 'Weekly cashback 5%', CN: '每周5%返水', TH: 'คืนยอดเสียรายสัปดาห์ 5%' }, 'PROMO', 'CASHBACK'],
    ['New Slots Every Week', 'Spin the latest releases first', { EN: 'New slots every week', CN: '每周新老虎机', TH: 'สล็อตใหม่ทุกสัปดาห์' }, 'URL', '/rng'],
    ['Slot of the Week', 'Our pick for this week: try it free', { EN: 'Slot of the week', CN: '本周精选老虎机', TH: 'สล็อตแนะนำประจำสัปดาห์' }, 'GAME', 'PG-RNG-1'],
  ],
  w_leftmenu: [
    ['Invite Friends', 'Earn a reward for every friend who joins', { EN: 'Invite friends', CN: '邀请好友', TH: 'ชวนเพื่อน' }, 'URL', '/member?page=referral'],
    ['VIP Club', 'Higher limits, faster withdrawals', { EN: 'VIP club', CN: 'VIP俱乐部', TH: 'วีไอพีคลับ' }, 'PROMO', 'VIP'],
  ],
  w_login: [['Welcome Back', 'Your favourite games are waiting', { EN: 'Welcome back', CN: '欢迎回来', TH: 'ยินดีต้อนรับกลับมา' }, 'NONE', '']],
  w_reg: [['Join in One Minute', 'Sign up and claim your welcome bonus', { EN: 'Join in one minute', CN: '一分钟注册', TH: 'สมัครได้ในหนึ่งนาที' }, 'PROMO', 'WELCOME']],
  w_forget: [['Reset Your Password', 'Secure recovery by email or SMS', { EN: 'Reset your password', CN: '重置密码', TH: 'รีเซ็ตรหัสผ่าน' }, 'NONE', '']],
};

export const BANNERS: BannerSeed[] = (Object.keys(ROWS) as BannerGroup[]).flatMap((groupName) =>
  ROWS[groupName].map(([headline, subline, title, linkageType, linkage], i) => ({
    groupName,
    key: `banner-${groupName}-${i + 1}.svg`,
    width: SIZES[groupName][0],
    height: SIZES[groupName][1],
    headline,
    subline,
    cta: CTA[groupName],
    title,
    linkageType,
    linkage,
  })),
);
