import type { SameKeys } from '@/lib/i18n/types';
import type { systemEn } from './en';

export const systemTh: SameKeys<typeof systemEn> = {
  maintenance: {
    title: 'ระบบกำลังปรับปรุง',
    text: 'เรากำลังอัปเกรดระบบเพื่อให้บริการคุณได้ดียิ่งขึ้น ขอบคุณที่รอคอย',
    endsAt: 'คาดว่าจะเสร็จสิ้นเวลา',
    noEnd: 'เราจะกลับมาเร็ว ๆ นี้',
  },
  region: { title: 'การเข้าถึงถูกจำกัด', text: 'ขออภัย บริการของเราไม่พร้อมให้บริการในพื้นที่ของคุณ', ip: 'ที่อยู่ IP ของคุณ' },
  customerService: {
    contact: 'ติดต่อฝ่ายบริการลูกค้า',
    types: { LIVECHAT: 'แชทสด', LINE: 'LINE', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp', EMAIL: 'อีเมล', PHONE: 'โทรศัพท์' },
  },
  licences: { title: 'ใบอนุญาต', view: 'ดูใบอนุญาต: {{name}}' },
  channels: { title: 'ช่องทางทางการ' },
  social: { title: 'ติดตามเรา', facebook: 'Facebook', line: 'LINE', telegram: 'Telegram', twitter: 'Twitter' },
  download: { title: 'ดาวน์โหลดแอป', ios: 'iOS', android: 'Android', scan: 'สแกนเพื่อดาวน์โหลดแอป {{platform}}' },
  vendors: 'ค่ายเกม',
  brandHome: 'หน้าแรก {{brand}}',
};
