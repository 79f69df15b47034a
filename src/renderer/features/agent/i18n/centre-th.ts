import type { SameKeys } from '@/lib/i18n/types';
import type { agentCentreEn } from './centre-en';

export const agentCentreTh: SameKeys<typeof agentCentreEn> = {
  nav: { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน', messages: 'ข้อความ', customerService: 'ฝ่ายบริการลูกค้า', unread: 'ยังไม่อ่าน: {{count}}', requests: 'รอคำตอบจากคุณ: {{n}}' },
  revenue: {
    intro: 'รายได้ของคุณเองในช่วงเวลาที่เลือก แยกตามแหล่งที่มา',
    sources: { commission: 'ค่าคอมมิชชัน', dividend: 'เงินปันผล', dailyWage: 'ค่าจ้างรายวัน', hourlySalary: 'เงินเดือนรายชั่วโมง', realtimeSalary: 'เงินเดือนเรียลไทม์', total: 'รายได้รวม' },
    table: 'รายได้รายวัน',
    day: 'วันที่',
    none: 'ไม่มีรายได้ในช่วงเวลานี้ เงินปันผลและเงินเดือนจะแสดงที่นี่เมื่อสัญญาของคุณได้รับการชำระ',
  },
  announcements: {
    intro: 'ประกาศจากผู้ให้บริการถึงเอเจนต์ ล่าสุดก่อน',
    unread: 'ยังไม่อ่าน',
    read: 'อ่านแล้ว',
    unreadCount: 'ยังไม่อ่าน {{count}} รายการ',
    published: 'เผยแพร่เมื่อ {{time}}',
    list: 'ประกาศ',
  },
};
