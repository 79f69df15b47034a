import type { Language } from '@shared/constants';
import type { DemoGameCode } from './engines/rounds';
import type { Fish } from './engines/fish';
import type { SlotSymbol } from './engines/slot-paytable';

/**
 * The published rules of each demo game in words, per language. The numbers (pays, chances, RTP,
 * limits) are never written here: the pages read them from the engines' rules objects, so the text
 * cannot drift from what the engines pay.
 */
export interface RulesText {
  rules: Record<DemoGameCode, string[]>;
  symbols: Record<SlotSymbol, string>;
  fish: Record<Fish, string>;
}

const EN: RulesText = {
  rules: {
    'demo-slot-lucky-fives': [
      'Five reels, three rows and 20 fixed paylines; every spin plays all 20 lines. The stake is the line bet × 20.',
      'A line pays 3, 4 or 5 matching symbols from the leftmost reel. Each line pays its best win only; wins on different lines add up.',
      'WILD stands in for every symbol except the star, and also pays on its own.',
      'Stars pay anywhere in the window, as multiples of the total bet.',
      'No free spins, no gamble. Outcomes are decided on the server with cryptographic randomness.',
      'Progressive jackpot: a real-money spin wins the whole jackpot pool with a chance of 1 in 100,000, on top of its line wins. The pool grows from a share of every stake on the platform; it is not part of the return to player above.',
    ],
    'demo-baccarat': [
      'Punto banco dealt from a freshly shuffled 8-deck shoe every round. Cards count their face value, aces 1, tens and faces 0; only the last digit of a total counts.',
      'A two-card 8 or 9 is a natural and both hands stand. Otherwise the player draws on 0–5 and stands on 6–7.',
      'The banker then draws or stands by the standard tableau (on its total and the player’s third card); third cards are marked on the table.',
      'Player pays 1 to 1; Banker pays 0.95 to 1 (5% commission, fractions of a cent rounded down); Tie pays 8 to 1. Player and Banker bets push on a tie.',
      'You may bet on any of the three spots in one round. Outcomes are decided on the server with cryptographic randomness.',
    ],
    'demo-fish-hunter': [
      'Pick a bullet value and tap a fish to fire. Each shot is one round and costs the bullet.',
      'A shot captures the fish with the chance shown; a capture pays the bullet × the fish’s multiplier, a miss pays nothing.',
      'Every fish returns the same share of the bullet on average. Outcomes are decided on the server with cryptographic randomness.',
    ],
  },
  symbols: { wild: 'WILD', star: 'Star', seven: 'Seven', bar: 'BAR', bell: 'Bell', plum: 'Plum', orange: 'Orange', lemon: 'Lemon', cherry: 'Cherry' },
  fish: { clownfish: 'Clownfish', pufferfish: 'Pufferfish', turtle: 'Turtle', octopus: 'Octopus', shark: 'Shark', whale: 'Whale', dragon: 'Dragon' },
};

const CN: RulesText = {
  rules: {
    'demo-slot-lucky-fives': [
      '5 个转轴、3 行、20 条固定中奖线；每次旋转都投注全部 20 条线。投注额 = 单线投注 × 20。',
      '从最左转轴起连续 3、4 或 5 个相同符号即中奖。每条线只派最高奖，不同线的奖金累加。',
      'WILD 可替代除星星外的所有符号，也可单独中奖。',
      '星星出现在任意位置即派彩，按总投注的倍数计算。',
      '无免费旋转、无博彩翻倍。结果由服务器以加密随机数决定。',
      '累积奖池：每次真钱旋转都有十万分之一的机会赢得整个奖池，另加该次的线奖。奖池来自平台上每笔投注的一部分，不计入上述返还率。',
    ],
    'demo-baccarat': [
      '每局使用重新洗好的 8 副牌。牌面点数计算，A 为 1，10 与人头牌为 0；总点数只取个位。',
      '前两张牌为 8 或 9 点即为天牌，双方停牌。否则闲家 0–5 点补牌，6–7 点停牌。',
      '庄家按标准补牌规则（依庄家点数与闲家第三张牌）补牌或停牌；补牌在桌面上标示。',
      '闲 1 赔 1；庄 1 赔 0.95（抽水 5%，不足一分向下取整）；和 1 赔 8。和局时闲、庄投注退回本金。',
      '每局可同时投注三个区域。结果由服务器以加密随机数决定。',
    ],
    'demo-fish-hunter': [
      '选择子弹面值，点击鱼即可射击。每一发是一局，花费一颗子弹。',
      '每发按所示概率捕获该鱼；捕获派彩 = 子弹 × 鱼的倍数，未捕获无派彩。',
      '每种鱼的平均返还比例相同。结果由服务器以加密随机数决定。',
    ],
  },
  symbols: { wild: 'WILD', star: '星星', seven: '七', bar: 'BAR', bell: '铃铛', plum: '李子', orange: '橙子', lemon: '柠檬', cherry: '樱桃' },
  fish: { clownfish: '小丑鱼', pufferfish: '河豚', turtle: '海龟', octopus: '章鱼', shark: '鲨鱼', whale: '鲸鱼', dragon: '龙' },
};

const TH: RulesText = {
  rules: {
    'demo-slot-lucky-fives': [
      '5 วงล้อ 3 แถว และ 20 ไลน์คงที่ ทุกการหมุนเล่นครบ 20 ไลน์ เงินเดิมพัน = เดิมพันต่อไลน์ × 20',
      'ไลน์จะจ่ายเมื่อมีสัญลักษณ์เหมือนกัน 3, 4 หรือ 5 ตัวเรียงจากวงล้อซ้ายสุด แต่ละไลน์จ่ายเฉพาะรางวัลสูงสุด รางวัลจากหลายไลน์รวมกัน',
      'WILD ใช้แทนได้ทุกสัญลักษณ์ยกเว้นดาว และจ่ายรางวัลได้ด้วยตัวเอง',
      'ดาวจ่ายรางวัลเมื่อปรากฏที่ใดก็ได้บนหน้าจอ เป็นเท่าของเดิมพันรวม',
      'ไม่มีฟรีสปิน ไม่มีการเสี่ยงทาย ผลลัพธ์ตัดสินบนเซิร์ฟเวอร์ด้วยการสุ่มแบบเข้ารหัส',
      'แจ็คพอตสะสม: การหมุนด้วยเงินจริงแต่ละครั้งมีโอกาส 1 ใน 100,000 ที่จะได้รับแจ็คพอตทั้งหมด นอกเหนือจากรางวัลไลน์ แจ็คพอตสะสมจากส่วนหนึ่งของทุกการเดิมพันบนแพลตฟอร์ม และไม่รวมในอัตราการคืนเงินข้างต้น',
    ],
    'demo-baccarat': [
      'ปุนโตบังโก ใช้ไพ่ 8 สำรับที่สับใหม่ทุกรอบ ไพ่นับตามหน้าไพ่ เอซเป็น 1 สิบและไพ่ภาพเป็น 0 นับเฉพาะหลักหน่วยของแต้มรวม',
      'ไพ่สองใบแรกได้ 8 หรือ 9 คือไพ่ป๊อก ทั้งสองฝั่งหยุดจั่ว มิฉะนั้นผู้เล่นจั่วเมื่อได้ 0–5 และหยุดเมื่อได้ 6–7',
      'จากนั้นเจ้ามือจั่วหรือหยุดตามตารางมาตรฐาน (ตามแต้มเจ้ามือและไพ่ใบที่สามของผู้เล่น) ไพ่ใบที่สามมีเครื่องหมายบนโต๊ะ',
      'ผู้เล่นจ่าย 1 ต่อ 1 เจ้ามือจ่าย 0.95 ต่อ 1 (ค่าคอมมิชชัน 5% เศษปัดลง) เสมอจ่าย 8 ต่อ 1 หากเสมอ เดิมพันผู้เล่นและเจ้ามือได้เงินคืน',
      'ในหนึ่งรอบเดิมพันได้ทั้งสามช่อง ผลลัพธ์ตัดสินบนเซิร์ฟเวอร์ด้วยการสุ่มแบบเข้ารหัส',
    ],
    'demo-fish-hunter': [
      'เลือกมูลค่ากระสุนแล้วแตะที่ปลาเพื่อยิง การยิงแต่ละครั้งคือหนึ่งรอบและใช้กระสุนหนึ่งนัด',
      'การยิงจับปลาได้ตามโอกาสที่แสดง เมื่อจับได้จ่าย กระสุน × ตัวคูณของปลา หากพลาดไม่ได้รับเงิน',
      'ปลาทุกชนิดคืนเงินโดยเฉลี่ยในสัดส่วนเท่ากัน ผลลัพธ์ตัดสินบนเซิร์ฟเวอร์ด้วยการสุ่มแบบเข้ารหัส',
    ],
  },
  symbols: { wild: 'WILD', star: 'ดาว', seven: 'เจ็ด', bar: 'BAR', bell: 'ระฆัง', plum: 'พลัม', orange: 'ส้ม', lemon: 'มะนาว', cherry: 'เชอร์รี่' },
  fish: { clownfish: 'ปลาการ์ตูน', pufferfish: 'ปลาปักเป้า', turtle: 'เต่า', octopus: 'ปลาหมึก', shark: 'ฉลาม', whale: 'วาฬ', dragon: 'มังกร' },
};

const TEXTS: Record<Language, RulesText> = { EN, CN, TH };

export function rulesTextOf(lang: Language): RulesText {
  return TEXTS[lang];
}
