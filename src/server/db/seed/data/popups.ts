import type { Localized, PopupExecution } from '@shared/constants';

export interface PopupSeed {
  execution: PopupExecution;
  title: Localized;
  content: Localized;
}

/** Popup announcements; every execution of the spec (A, B, F) has at least one. */
export const POPUPS: PopupSeed[] = [
  {
    execution: 'A',
    title: { EN: 'Welcome bonus for new members', CN: '新会员欢迎奖金', TH: 'โบนัสต้อนรับสมาชิกใหม่' },
    content: {
      EN: 'Register today and receive a 100% bonus on your first deposit, up to 5,000 THB. Terms apply.',
      CN: '今日注册，首次存款即可获得100%奖金，最高5,000泰铢。适用相关条款。',
      TH: 'สมัครวันนี้ รับโบนัส 100% จากการฝากครั้งแรก สูงสุด 5,000 บาท เป็นไปตามเงื่อนไขที่กำหนด',
    },
  },
  {
    execution: 'A',
    title: { EN: 'Beware of fake websites', CN: '谨防假冒网站', TH: 'ระวังเว็บไซต์ปลอม' },
    content: {
      EN: 'Only use addresses from our Official Mirror List. Use Verify Representative to check any link you receive.',
      CN: '请只使用官方备用网址列表中的地址。收到任何链接时，可使用“验证代表”功能进行核实。',
      TH: 'โปรดใช้เฉพาะที่อยู่จากรายชื่อเว็บไซต์สำรองอย่างเป็นทางการ และใช้ฟังก์ชันตรวจสอบตัวแทนเพื่อตรวจสอบลิงก์ที่ได้รับ',
    },
  },
  {
    execution: 'B',
    title: { EN: 'Daily check-in rewards', CN: '每日签到奖励', TH: 'รางวัลเช็กอินรายวัน' },
    content: {
      EN: 'Log in every day this week to collect reward points. Seven days in a row doubles the last reward.',
      CN: '本周每天登录即可领取积分奖励，连续七天登录，最后一天奖励翻倍。',
      TH: 'เข้าสู่ระบบทุกวันในสัปดาห์นี้เพื่อสะสมแต้มรางวัล เข้าติดต่อกันครบเจ็ดวัน รับรางวัลวันสุดท้ายเป็นสองเท่า',
    },
  },
  {
    execution: 'B',
    title: { EN: 'Deposit channels updated', CN: '存款渠道已更新', TH: 'อัปเดตช่องทางการฝากเงิน' },
    content: {
      EN: 'QR payment and bank transfer are both available. Always use the account shown on the deposit page.',
      CN: '现已支持二维码支付和银行转账。请务必使用存款页面显示的账户。',
      TH: 'สามารถฝากผ่านการสแกน QR และโอนผ่านธนาคารได้แล้ว โปรดใช้บัญชีที่แสดงในหน้าฝากเงินเท่านั้น',
    },
  },
  {
    execution: 'F',
    title: { EN: 'System upgrade completed', CN: '系统升级完成', TH: 'การอัปเกรดระบบเสร็จสมบูรณ์' },
    content: {
      EN: 'Thank you for your patience. All games and payment services are running normally again.',
      CN: '感谢您的耐心等待。所有游戏和支付服务已恢复正常。',
      TH: 'ขอบคุณที่รอคอย ขณะนี้เกมและบริการชำระเงินทั้งหมดกลับมาใช้งานได้ตามปกติแล้ว',
    },
  },
];
