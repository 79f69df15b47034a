import type { RaffleSettings } from '@shared/api/raffle';
import type { DemoPromotion } from './promotions';

/**
 * The demo raffles (steps/raffles.ts): one running, whose tickets the demo players' history has
 * earned, and one drawn a few days ago that `demoplayer` won and can still claim. Days count from
 * the first seed (midnights in the merchant's zone); the draw is at 20:00 of its day.
 */
export interface DemoRaffle extends Omit<DemoPromotion, 'settings' | 'days'> {
  /** Days after the start the draw falls. */
  drawAfterDays: number;
  settings: Omit<RaffleSettings, 'drawAt'>;
}

const BAHT = 100;

export const DEMO_RAFFLE_RUNNING: DemoRaffle = {
  code: 'LUCKY-DRAW-NOW',
  title: { EN: 'Fortnight lucky draw', CN: '双周幸运抽奖', TH: 'จับรางวัลนำโชคราย 2 สัปดาห์' },
  terms: {
    EN: 'Every 50 THB you deposit and every 50 THB of valid bets earn one ticket, up to 50 tickets each, from the start until the draw. The draw picks one winner per prize from all tickets, each account winning at most once: 5,000 THB, three of 1,000 THB and ten of 100 THB. The seed hash is published before the draw and the seed after it, so anyone can check the result. Winners claim their prize within 7 days of the draw.',
    CN: '活动开始至开奖前，每存款 50 THB 或每 50 THB 有效投注可得 1 张抽奖券，每人最多 50 张。开奖时从全部抽奖券中为每个奖品抽出一位中奖者，每个账户最多中奖一次：5,000 THB 一名，1,000 THB 三名，100 THB 十名。种子哈希值在开奖前公布，种子在开奖后公布，任何人都可验证结果。中奖者须在开奖后 7 天内领取奖品。',
    TH: 'ตั้งแต่เริ่มกิจกรรมจนถึงการจับรางวัล ฝากทุก 50 บาท หรือเดิมพันที่ถูกต้องทุก 50 บาท รับ 1 สิทธิ์ สูงสุดคนละ 50 สิทธิ์ การจับรางวัลเลือกผู้ชนะหนึ่งคนต่อหนึ่งรางวัลจากสิทธิ์ทั้งหมด แต่ละบัญชีได้รางวัลไม่เกินหนึ่งครั้ง: 5,000 บาท 1 รางวัล 1,000 บาท 3 รางวัล และ 100 บาท 10 รางวัล แฮชของ seed ประกาศก่อนจับรางวัล และ seed ประกาศหลังจับรางวัล ทุกคนจึงตรวจสอบผลได้ ผู้ได้รับรางวัลต้องกดรับภายใน 7 วันหลังการจับรางวัล',
  },
  banner: { key: 'promo-lucky-draw-now.svg', headline: 'Fortnight Lucky Draw', subline: 'Deposit and play for tickets, win up to 5,000 THB', cta: 'GET TICKETS' },
  startedDaysAgo: 12,
  drawAfterDays: 14,
  budget: 9_000 * BAHT,
  sort: 40,
  settings: {
    kind: 'raffle',
    depositPerTicket: 50 * BAHT,
    betPerTicket: 50 * BAHT,
    maxTicketsPerMember: 50,
    prizes: [
      { amount: 5_000 * BAHT, count: 1 },
      { amount: 1_000 * BAHT, count: 3 },
      { amount: 100 * BAHT, count: 10 },
    ],
    claimDays: 7,
  },
};

export const DEMO_RAFFLE_DRAWN: DemoRaffle = {
  code: 'LUCKY-DRAW-LAST',
  title: { EN: "Last lucky draw", CN: '上期幸运抽奖', TH: 'จับรางวัลนำโชครอบที่แล้ว' },
  terms: DEMO_RAFFLE_RUNNING.terms,
  banner: { key: 'promo-lucky-draw-last.svg', headline: 'Lucky Draw Results', subline: 'Winners, claim your prize within 7 days', cta: 'SEE WINNERS' },
  startedDaysAgo: 20,
  drawAfterDays: 16,
  budget: 9_000 * BAHT,
  sort: 45,
  settings: DEMO_RAFFLE_RUNNING.settings,
};

export const DEMO_RAFFLES: readonly DemoRaffle[] = [DEMO_RAFFLE_RUNNING, DEMO_RAFFLE_DRAWN];
