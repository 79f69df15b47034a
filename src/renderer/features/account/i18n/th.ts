import type { SameKeys } from '@/lib/i18n/types';
import type { accountEn } from './en';

export const accountTh: SameKeys<typeof accountEn> = {
  balance: 'ยอดเงิน',
  showBalance: 'แสดงยอดเงิน',
  hideBalance: 'ซ่อนยอดเงิน',
  refreshBalance: 'รีเฟรชยอดเงิน',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  vip: 'ระดับ VIP {{label}}',
  copyId: 'คัดลอกไอดี {{id}}',
  copySuccess: 'คัดลอกสำเร็จ',
  notices: 'การแจ้งเตือน (ยังไม่อ่าน {{count}})',
  noticesShort: 'การแจ้งเตือน',
  accountMenu: 'เมนูบัญชี',
  myAccount: 'บัญชีของฉัน',
  bettingRecord: 'ประวัติการเดิมพัน',
  messages: 'ข้อความ',
  agentCentre: 'ศูนย์ตัวแทน',
  contractRequests: 'คำขอเกี่ยวกับสัญญาที่รอตอบ: {{n}}',
  customerService: 'ฝ่ายบริการลูกค้า',
  signOut: 'ออกจากระบบ',
  inSureLogout: 'คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?',
};
