import type { Word } from './words';

const w = (en: string, cn: string, th: string): Word => ({ en, cn, th });

export const SPORTS: Word[] = [
  w('Football', '足球', 'ฟุตบอล'),
  w('Basketball', '篮球', 'บาสเกตบอล'),
  w('Tennis', '网球', 'เทนนิส'),
  w('Badminton', '羽毛球', 'แบดมินตัน'),
  w('Muay Thai', '泰拳', 'มวยไทย'),
  w('Volleyball', '排球', 'วอลเลย์บอล'),
  w('Horse Racing', '赛马', 'แข่งม้า'),
  w('Table Tennis', '乒乓球', 'เทเบิลเทนนิส'),
];

/** Thai puts these after the sport ("ฟุตบอล" + "สด"). */
export const SPORT_MODS: Word[] = [
  w('Live', '滚球', 'สด'),
  w('Virtual', '虚拟', 'เสมือนจริง'),
  w('World', '世界', 'โลก'),
  w('Asian', '亚洲', 'เอเชีย'),
];

export const ESPORTS: Word[] = [
  w('MOBA', '多人竞技', 'โมบา'),
  w('Tactical Shooter', '战术射击', 'เกมยิงแทคติก'),
  w('Battle Royale', '大逃杀', 'แบทเทิลรอยัล'),
  w('Sim Racing', '模拟赛车', 'แข่งรถจำลอง'),
  w('Fighting', '格斗', 'เกมต่อสู้'),
  w('Strategy', '策略', 'เกมวางแผน'),
];

/** E-sport event names follow the game in every language. */
export const ESPORT_MODS: Word[] = [
  w('Pro League', '职业联赛', 'โปรลีก'),
  w('Cup', '杯赛', 'คัพ'),
  w('Masters', '大师赛', 'มาสเตอร์'),
];

export const COCKFIGHTS: Word[] = [w('Cockfight', '斗鸡', 'ไก่ชน'), w('Rooster Derby', '斗鸡德比', 'ดาร์บี้ไก่ชน')];

export const COCKFIGHT_MODS: Word[] = [
  w('Live', '现场', 'สด'),
  w('Grand', '大型', 'แกรนด์'),
  w('Night', '夜场', 'รอบค่ำ'),
  w('Champion', '冠军', 'แชมเปียน'),
  w('Royal', '皇家', 'รอยัล'),
];

export const LOTTERIES: Word[] = [
  w('Thai Government Lottery', '泰国政府彩票', 'หวยรัฐบาลไทย'),
  w('Lao Lottery', '老挝彩票', 'หวยลาว'),
  w('Hanoi Lottery', '河内彩票', 'หวยฮานอย'),
  w('Malaysia Lottery', '马来西亚彩票', 'หวยมาเลย์'),
  w('Stock Lottery', '股票彩票', 'หวยหุ้น'),
  w('Yi Ki', '一起', 'ยี่กี'),
  w('Savings Bank Lottery', '储蓄银行彩票', 'หวยออมสิน'),
];

export const E_LOTTERIES: Word[] = [
  w('North Vietnam Lottery', '越南北部彩票', 'หวยเวียดนามเหนือ'),
  w('South Vietnam Lottery', '越南南部彩票', 'หวยเวียดนามใต้'),
  w('Central Vietnam Lottery', '越南中部彩票', 'หวยเวียดนามกลาง'),
  w('Fast 3', '快3', 'ฟาสต์ 3'),
  w('5D Lotto', '5D彩票', 'ล็อตโต้ 5D'),
  w('Pick 3', '排列三', 'พิค 3'),
  w('Keno', '基诺', 'คีโน'),
];

/** Draw variants; they follow the lottery name in every language. */
export const LOTTERY_MODS: Word[] = [
  w('', '', ''),
  w('VIP', '贵宾', 'วีไอพี'),
  w('1 Minute', '1分钟', '1 นาที'),
  w('5 Minutes', '5分钟', '5 นาที'),
  w('Express', '极速', 'ด่วน'),
];
