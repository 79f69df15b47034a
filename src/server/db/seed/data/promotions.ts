import type { Localized, PromotionSettings } from '@shared/api/promotions';
import { DEMO_APPLY_BONUS, DEMO_DEPOSIT_BONUS, DEMO_MISSIONS } from './promotion-extras';

/**
 * The demo merchant's live promotions (steps/promotions.ts), one of each kind (missions and the
 * bonuses in promotion-extras.ts). Amounts
 * in minor units (THB, 2 decimals). Start and end are relative to the first seed, so a fresh demo
 * always shows them running; the rebate has run long enough for the demo team to have claimed it.
 */
export interface DemoPromotion {
  code: string;
  title: Localized;
  terms: Localized;
  /** The card's banner (an SVG in the images table, served at /img/<key>). */
  banner: { key: string; headline: string; subline: string; cta: string };
  /** Days before the first seed it started (at midnight in the merchant's zone). */
  startedDaysAgo: number;
  /** How long it runs from its start; null: no end. */
  days: number | null;
  budget: number | null;
  sort: number;
  settings: PromotionSettings;
}

const BAHT = 100;

export const DEMO_REBATE: DemoPromotion = {
  code: 'DAILY-REBATE',
  title: { EN: 'Daily rebate on every bet', CN: '每日投注返水', TH: 'เงินคืนรายวันทุกยอดเดิมพัน' },
  terms: {
    EN: 'Every settled bet earns a rebate at the rate of its game category: slots 0.8 %, fishing 0.6 %, live casino 0.5 %, card games 0.5 %, sports 0.4 %. Claim whenever your rebate reaches 1.00 THB on the Manual rebate page; it is paid to your main wallet at once. Refunded and cancelled rounds do not count. The operator may change the rates; rebate already earned keeps the rate it was earned at.',
    CN: '每笔已结算的投注按游戏类别返水：老虎机 0.8%，捕鱼 0.6%，真人娱乐 0.5%，棋牌 0.5%，体育 0.4%。返水累计满 1.00 THB 即可在“手动返水”页面领取，立即存入主钱包。已退款或取消的局不计算。运营方可调整返水比例，已产生的返水按当时比例计算。',
    TH: 'ทุกการเดิมพันที่ปิดผลแล้วได้รับเงินคืนตามประเภทเกม: สล็อต 0.8% ยิงปลา 0.6% คาสิโนสด 0.5% เกมไพ่ 0.5% กีฬา 0.4% กดรับได้เมื่อยอดเงินคืนถึง 1.00 บาทที่หน้ารับเงินคืนด้วยตนเอง เงินเข้ากระเป๋าหลักทันที รอบที่คืนเงินหรือยกเลิกไม่นับ ผู้ให้บริการอาจปรับอัตรา เงินคืนที่ได้รับแล้วคิดตามอัตราในขณะนั้น',
  },
  banner: { key: 'promo-rebate-all-games.svg', headline: 'Daily Rebate up to 0.8%', subline: 'On every settled bet, claim any time', cta: 'CLAIM' },
  startedDaysAgo: 30,
  days: null,
  budget: 2_000_000 * BAHT,
  sort: 10,
  settings: { kind: 'rebate', rates: { RNG: 80, FISH: 60, LIVE: 50, PVP: 50, SPORTS: 40 }, minClaim: 1 * BAHT, autoClaimDaily: false },
};

export const DEMO_SIGN_IN: DemoPromotion = {
  code: 'SIGN-IN-7',
  title: { EN: '7-day sign-in calendar', CN: '7天签到日历', TH: 'ปฏิทินเช็คอิน 7 วัน' },
  terms: {
    EN: 'Sign in once a day to collect a reward: 5, 8, 10, 15, 20, 30 and 50 THB for days 1 to 7 of a streak, then 50 THB every further day. Missing a day starts the streak again from day 1. Days follow Bangkok time (GMT+7). One reward per account per day.',
    CN: '每天签到一次即可领取奖励：连续第 1 至 7 天分别为 5、8、10、15、20、30 和 50 THB，之后每天 50 THB。中断一天则从第 1 天重新开始。日期以曼谷时间（GMT+7）为准。每个账户每天限领一次。',
    TH: 'เช็คอินวันละครั้งเพื่อรับรางวัล: วันที่ 1 ถึง 7 ต่อเนื่องได้ 5, 8, 10, 15, 20, 30 และ 50 บาท หลังจากนั้นวันละ 50 บาท ขาดหนึ่งวันเริ่มนับวันที่ 1 ใหม่ นับวันตามเวลากรุงเทพฯ (GMT+7) หนึ่งบัญชีรับได้วันละหนึ่งครั้ง',
  },
  banner: { key: 'promo-sign-in-7.svg', headline: 'Sign In 7 Days', subline: 'Rewards rise every day up to 50 THB', cta: 'SIGN IN' },
  startedDaysAgo: 14,
  days: 365,
  budget: 500_000 * BAHT,
  sort: 20,
  // A different reward every day: the calendar can tell the streak's day from the reward offered.
  settings: { kind: 'signIn', rewards: [5, 8, 10, 15, 20, 30, 50].map((baht) => baht * BAHT) },
};

/**
 * Rain windows (Bangkok time) cover most of the day with short gaps, so the demo nearly always has
 * one open; the lunch and evening rains are the named ones.
 */
export const DEMO_RED_ENVELOPE: DemoPromotion = {
  code: 'RED-ENVELOPE-RAIN',
  title: { EN: 'Red envelope rain', CN: '红包雨', TH: 'ฝนอั่งเปา' },
  terms: {
    EN: 'Red envelopes rain at lunch (12:00-13:00) and in the evening (20:00-21:00), with longer drizzles through the rest of the day (Bangkok time). Open one envelope per rain for a random amount from 1.00 to 88.88 THB, paid to your main wallet at once. Each rain shares 20,000 THB among the players who open in time: when it is gone, the rain is over.',
    CN: '红包雨在午间（12:00-13:00）和晚间（20:00-21:00）降临，其余时段也有较长的小雨（曼谷时间）。每场雨可拆一个红包，随机获得 1.00 至 88.88 THB，立即存入主钱包。每场雨共 20,000 THB，先到先得，发完即止。',
    TH: 'อั่งเปาตกช่วงกลางวัน (12:00-13:00) และช่วงค่ำ (20:00-21:00) และมีฝนปรอยยาวในช่วงอื่นของวัน (เวลากรุงเทพฯ) เปิดได้หนึ่งซองต่อฝนหนึ่งรอบ รับเงินสุ่ม 1.00 ถึง 88.88 บาท เข้ากระเป๋าหลักทันที แต่ละรอบมีเงินรวม 20,000 บาท ใครเปิดก่อนได้ก่อน หมดแล้วจบรอบ',
  },
  banner: { key: 'promo-envelope-rains.svg', headline: 'Red Envelope Rain', subline: 'Open one every rain, up to 88.88 THB', cta: 'OPEN' },
  startedDaysAgo: 14,
  days: 365,
  budget: 300_000 * BAHT,
  sort: 30,
  settings: {
    kind: 'redEnvelope',
    windows: [
      { start: '00:00', minutes: 690 },
      { start: '12:00', minutes: 60 },
      { start: '13:30', minutes: 360 },
      { start: '20:00', minutes: 60 },
      { start: '21:30', minutes: 150 },
    ],
    windowBudget: 20_000 * BAHT,
    minAmount: 1 * BAHT,
    maxAmount: 8_888,
  },
};

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [DEMO_DEPOSIT_BONUS, DEMO_REBATE, DEMO_MISSIONS, DEMO_SIGN_IN, DEMO_RED_ENVELOPE, DEMO_APPLY_BONUS];

/**
 * Accounts whose sign-ins are a streak of exactly this many days ending yesterday (the others signed
 * in on the days they played): the demo player signs in today for day 4's reward (15 THB).
 */
export const DEMO_SIGN_IN_STREAKS: Readonly<Record<string, number>> = { demoplayer: 3, anan1984: 5 };
