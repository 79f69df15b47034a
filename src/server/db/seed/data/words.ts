/** Word lists for generated game names, each with real Chinese and Thai translations. */
export interface Word {
  en: string;
  cn: string;
  th: string;
}

const w = (en: string, cn: string, th: string): Word => ({ en, cn, th });

/** Descriptive words; in Thai they follow the noun ("มังกร" + "ทองคำ"). */
export const ADJECTIVES: Word[] = [
  w('Golden', '金', 'ทองคำ'),
  w('Lucky', '幸运', 'นำโชค'),
  w('Jade', '玉', 'หยก'),
  w('Red', '赤', 'แดง'),
  w('Silver', '银', 'เงิน'),
  w('Radiant', '璀璨', 'เรืองรอง'),
  w('Sacred', '神圣', 'ศักดิ์สิทธิ์'),
  w('Eternal', '永恒', 'นิรันดร์'),
  w('Mystic', '神秘', 'ลึกลับ'),
  w('Thunder', '雷霆', 'สายฟ้า'),
  w('Blazing', '烈焰', 'เพลิง'),
  w('Frozen', '冰霜', 'น้ำแข็ง'),
  w('Celestial', '天界', 'สวรรค์'),
  w('Shining', '闪耀', 'เจิดจรัส'),
  w('Prosperous', '富贵', 'มั่งคั่ง'),
  w('Moonlight', '月光', 'แสงจันทร์'),
  w('Starlight', '星光', 'แสงดาว'),
  w('Ancient', '远古', 'โบราณ'),
  w('Diamond', '钻石', 'เพชร'),
  w('Imperial', '帝王', 'จักรพรรดิ'),
  w('Ocean', '海洋', 'มหาสมุทร'),
  w('Emerald', '翡翠', 'มรกต'),
  w('Twin', '双', 'คู่'),
  w('Fortune', '财富', 'โชคลาภ'),
  w('Crystal', '水晶', 'คริสตัล'),
  w('Mighty', '威武', 'ทรงพลัง'),
];

/** Slot themes. */
export const SLOT_NOUNS: Word[] = [
  w('Dragon', '龙', 'มังกร'),
  w('Tiger', '虎', 'เสือ'),
  w('Phoenix', '凤凰', 'หงส์'),
  w('Koi', '锦鲤', 'ปลาคาร์ป'),
  w('Lotus', '莲花', 'ดอกบัว'),
  w('Panda', '熊猫', 'แพนด้า'),
  w('Treasure', '宝藏', 'สมบัติ'),
  w('Pearl', '珍珠', 'ไข่มุก'),
  w('Empire', '帝国', 'อาณาจักร'),
  w('Queen', '女王', 'ราชินี'),
  w('Buffalo', '野牛', 'กระทิง'),
  w('Elephant', '象', 'ช้าง'),
  w('Peacock', '孔雀', 'นกยูง'),
  w('Lantern', '灯笼', 'โคมไฟ'),
  w('Gems', '宝石', 'อัญมณี'),
  w('Fruits', '水果', 'ผลไม้'),
  w('Temple', '神殿', 'วิหาร'),
  w('Crane', '仙鹤', 'นกกระเรียน'),
  w('Turtle', '神龟', 'เต่า'),
  w('Kirin', '麒麟', 'กิเลน'),
  w('Mermaid', '美人鱼', 'นางเงือก'),
  w('Warrior', '战士', 'นักรบ'),
  w('Goddess', '女神', 'เทพธิดา'),
  w('Pharaoh', '法老', 'ฟาโรห์'),
  w('Wolf', '狼', 'หมาป่า'),
  w('Eagle', '雄鹰', 'อินทรี'),
  w('Coins', '金币', 'เหรียญ'),
  w('Garden', '花园', 'สวน'),
  w('Castle', '城堡', 'ปราสาท'),
  w('Galaxy', '银河', 'กาแล็กซี'),
  w('Lion', '狮子', 'สิงโต'),
  w('Samurai', '武士', 'ซามูไร'),
  w('Ninja', '忍者', 'นินจา'),
  w('Carnival', '嘉年华', 'คาร์นิวัล'),
  w('Festival', '节日', 'เทศกาล'),
  w('Monkey', '猴', 'ลิง'),
];

/** Qualifiers for table, card and video-poker games; Thai puts these first, as players write them. */
export const TABLE_MODS: Word[] = [
  w('Classic', '经典', 'คลาสสิก'),
  w('Speed', '极速', 'สปีด'),
  w('VIP', '贵宾', 'วีไอพี'),
  w('Lightning', '闪电', 'สายฟ้า'),
  w('Golden', '黄金', 'โกลเด้น'),
  w('Lucky', '幸运', 'ลัคกี้'),
  w('Royal', '皇家', 'รอยัล'),
  w('Super', '超级', 'ซูเปอร์'),
  w('Mega', '巨型', 'เมก้า'),
];

export const LIVE_GAMES: Word[] = [
  w('Baccarat', '百家乐', 'บาคาร่า'),
  w('Roulette', '轮盘', 'รูเล็ต'),
  w('Sic Bo', '骰宝', 'ไฮโล'),
  w('Dragon Tiger', '龙虎', 'เสือมังกร'),
  w('Blackjack', '二十一点', 'แบล็คแจ็ค'),
  w('Fan Tan', '番摊', 'ฟันตัน'),
  w("Casino Hold'em", '娱乐场扑克', 'คาสิโนโฮลเด็ม'),
  w('Fish Prawn Crab', '鱼虾蟹', 'น้ำเต้าปูปลา'),
];

export const RNG_TABLE_GAMES: Word[] = [
  w('Roulette', '轮盘', 'รูเล็ต'),
  w('Blackjack', '二十一点', 'แบล็คแจ็ค'),
  w('Baccarat', '百家乐', 'บาคาร่า'),
  w('Three Card Poker', '三张牌扑克', 'โป๊กเกอร์สามใบ'),
  w('Red Dog', '红狗', 'เรดด็อก'),
  w('Dragon Tiger', '龙虎', 'เสือมังกร'),
];

export const PVP_GAMES: Word[] = [
  w('Pok Deng', '博丁', 'ป๊อกเด้ง'),
  w("Texas Hold'em", '德州扑克', 'เท็กซัสโฮลเด็ม'),
  w('Niu Niu', '牛牛', 'นิวนิว'),
  w('Mahjong', '麻将', 'ไพ่นกกระจอก'),
  w('Dummy', '达米', 'ดัมมี่'),
  w('Three Cards', '三公', 'สามกอง'),
  w('Rummy', '拉米', 'รัมมี่'),
  w('Fight the Landlord', '斗地主', 'สู้เจ้าของที่ดิน'),
];

export const VIDEO_POKER_GAMES: Word[] = [
  w('Jacks or Better', '对J高手', 'แจ็คส์ออร์เบตเตอร์'),
  w('Deuces Wild', '百搭二', 'ดิวซ์ไวลด์'),
  w('Joker Poker', '小丑扑克', 'โจ๊กเกอร์โป๊กเกอร์'),
  w('Bonus Poker', '奖金扑克', 'โบนัสโป๊กเกอร์'),
  w('Aces and Faces', '王牌人头', 'เอซแอนด์เฟซ'),
];

export const ARCADE_GAMES: Word[] = [
  w('Plinko', '弹珠台', 'พลิงโก'),
  w('Mines', '扫雷', 'หาระเบิด'),
  w('Rocket', '火箭', 'จรวด'),
  w('Dice', '骰子', 'ลูกเต๋า'),
  w('Wheel', '转盘', 'วงล้อ'),
  w('Hi-Lo', '猜大小', 'ไฮโลว์'),
  w('Tower', '高塔', 'หอคอย'),
  w('Coin Flip', '抛硬币', 'โยนเหรียญ'),
];

export const FISH_GAMES: Word[] = [
  w('Fishing', '捕鱼', 'ยิงปลา'),
  w('Shark Hunt', '猎鲨', 'ล่าฉลาม'),
  w('Toad', '金蟾', 'คางคก'),
  w('Octopus', '章鱼', 'ปลาหมึกยักษ์'),
  w('Whale', '鲸鱼', 'วาฬ'),
  w('Lobster', '龙虾', 'กุ้งมังกร'),
  w('Crab', '螃蟹', 'ปู'),
];
