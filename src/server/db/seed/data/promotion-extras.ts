import type { DemoPromotion } from './promotions';

/**
 * The demo merchant's missions, deposit bonus and apply-for bonus (the other kinds are in
 * promotions.ts). Amounts in minor units (THB, 2 decimals).
 */

const BAHT = 100;
const text = (EN: string, CN: string, TH: string) => ({ EN, CN, TH });

export const DEMO_MISSIONS: DemoPromotion = {
  code: 'MISSIONS',
  title: text('Daily and weekly missions', '每日与每周任务', 'ภารกิจรายวันและรายสัปดาห์'),
  terms: text(
    'Complete missions to earn cash rewards and leaderboard points. Daily missions start again at midnight and weekly missions on Monday (Bangkok time, GMT+7). Only settled rounds count; refunded rounds do not. Each mission pays once per day or week: claim it on the Missions page before its period ends. The weekly leaderboard ranks players by the points of the missions they claimed that week.',
    '完成任务即可获得现金奖励和排行榜积分。每日任务于午夜重置，每周任务于周一重置（曼谷时间 GMT+7）。只计算已结算的局，退款的局不计。每个任务每天或每周只能领取一次，请在周期结束前在“任务”页面领取。每周排行榜按当周已领取任务的积分排名。',
    'ทำภารกิจเพื่อรับเงินรางวัลและคะแนนจัดอันดับ ภารกิจรายวันเริ่มใหม่ตอนเที่ยงคืน ภารกิจรายสัปดาห์เริ่มใหม่วันจันทร์ (เวลากรุงเทพฯ GMT+7) นับเฉพาะรอบที่ปิดผลแล้ว รอบที่คืนเงินไม่นับ แต่ละภารกิจรับได้ครั้งเดียวต่อวันหรือต่อสัปดาห์ กดรับที่หน้าภารกิจก่อนหมดรอบ อันดับประจำสัปดาห์เรียงตามคะแนนของภารกิจที่รับในสัปดาห์นั้น',
  ),
  banner: { key: 'promo-missions.svg', headline: 'Daily & Weekly Missions', subline: 'Play, claim, climb the weekly leaderboard', cta: 'GO' },
  startedDaysAgo: 21,
  days: 365,
  budget: 400_000 * BAHT,
  sort: 15,
  settings: {
    kind: 'mission',
    missions: [
      { code: 'play-20', title: text('Play 20 rounds', '玩 20 局', 'เล่น 20 รอบ'), period: 'daily', goal: 'rounds', target: 20, reward: 5 * BAHT, points: 10 },
      { code: 'wager-500', title: text('Wager 500 THB', '有效投注 500 THB', 'เดิมพัน 500 บาท'), period: 'daily', goal: 'wager', target: 500 * BAHT, reward: 8 * BAHT, points: 15 },
      { code: 'deposit-300', title: text('Deposit 300 THB', '存款 300 THB', 'ฝากเงิน 300 บาท'), period: 'daily', goal: 'deposit', target: 300 * BAHT, reward: 10 * BAHT, points: 20 },
      { code: 'slots-3000', title: text('Slots week: wager 3,000 THB', '老虎机周：投注 3,000 THB', 'สัปดาห์สล็อต: เดิมพัน 3,000 บาท'), period: 'weekly', goal: 'wager', category: 'RNG', target: 3_000 * BAHT, reward: 30 * BAHT, points: 50 },
      { code: 'sign-in-5', title: text('Sign in on 5 days', '签到 5 天', 'เช็คอิน 5 วัน'), period: 'weekly', goal: 'signIn', target: 5, reward: 20 * BAHT, points: 40 },
    ],
  },
};

export const DEMO_DEPOSIT_BONUS: DemoPromotion = {
  code: 'FIRST-DEPOSIT-100',
  title: text('100% first deposit bonus', '首存 100% 红利', 'โบนัสฝากแรก 100%'),
  terms: text(
    'Join before your first deposit and get a 100% bonus on it, up to 1,000 THB (minimum deposit 100 THB). Wager the bonus 10 times in valid bets within 14 days before withdrawing it; live casino bets count 50%, every other game 100%. A bonus whose wagering is not met in time is taken back, and you may forfeit it at any time on the Bonus details page.',
    '首次存款前参加，即可获得存款 100% 的红利，最高 1,000 THB（最低存款 100 THB）。提取前需在 14 天内完成红利 10 倍的有效投注；真人娱乐按 50% 计算，其他游戏按 100% 计算。未按时完成流水的红利将被收回，你也可以随时在“红利详情”页面放弃红利。',
    'กดเข้าร่วมก่อนฝากครั้งแรกและรับโบนัส 100% สูงสุด 1,000 บาท (ฝากขั้นต่ำ 100 บาท) ต้องทำยอดเดิมพัน 10 เท่าของโบนัสภายใน 14 วันก่อนถอน คาสิโนสดนับ 50% เกมอื่นนับ 100% โบนัสที่ทำยอดไม่ทันจะถูกเรียกคืน และคุณสละสิทธิ์ได้ทุกเมื่อที่หน้ารายละเอียดโบนัส',
  ),
  banner: { key: 'promo-first-deposit.svg', headline: '100% First Deposit Bonus', subline: 'Double your first deposit, up to 1,000 THB', cta: 'JOIN' },
  startedDaysAgo: 30,
  days: 365,
  budget: 1_000_000 * BAHT,
  sort: 5,
  settings: { kind: 'depositBonus', deposits: 'first', percentBp: 10_000, cap: 1_000 * BAHT, minDeposit: 100 * BAHT, wagering: { multiple: 10, base: 'bonus', weights: { LIVE: 50 } }, expiryDays: 14 },
};

export const DEMO_APPLY_BONUS: DemoPromotion = {
  code: 'LOYALTY-APPLY',
  title: text('Loyalty bonus: apply for 188 THB', '忠诚红利：申请 188 THB', 'โบนัสสมาชิกประจำ: สมัครรับ 188 บาท'),
  terms: text(
    'Played with us for a month or more? Apply with a short remark (up to 140 characters) and our team reviews your application within 24 hours. An approved application pays 188 THB with a 5 times wagering requirement within 7 days. One application at a time; a rejected one may be followed by another.',
    '与我们一起游戏满一个月？提交简短备注（最多 140 个字）即可申请，我们的团队会在 24 小时内审核。通过后发放 188 THB，需在 7 天内完成 5 倍流水。每次只能有一个申请；被拒绝后可再次申请。',
    'เล่นกับเรามาหนึ่งเดือนขึ้นไป? สมัครพร้อมหมายเหตุสั้น ๆ (ไม่เกิน 140 ตัวอักษร) ทีมงานจะตรวจสอบภายใน 24 ชั่วโมง เมื่ออนุมัติจะได้รับ 188 บาท ต้องทำยอด 5 เท่าภายใน 7 วัน สมัครได้ครั้งละหนึ่งรายการ หากถูกปฏิเสธสมัครใหม่ได้',
  ),
  banner: { key: 'promo-loyalty.svg', headline: 'Loyalty Bonus 188 THB', subline: 'Apply with a remark, reviewed within 24 hours', cta: 'APPLY' },
  startedDaysAgo: 30,
  days: 365,
  budget: 200_000 * BAHT,
  sort: 40,
  settings: { kind: 'applyBonus', amount: 188 * BAHT, wageringMultiple: 5, expiryDays: 7 },
};
