import type { SameKeys } from '@/lib/i18n/types';
import type { desktopEn } from './desktop-en';

export const desktopTh: SameKeys<typeof desktopEn> = {
  mirrorChanged: 'เปลี่ยนไปใช้เซิร์ฟเวอร์อื่น ({{mirror}}) เพื่อให้คุณเชื่อมต่อได้ต่อเนื่อง',
  offline: {
    title: 'คุณออฟไลน์อยู่',
    text: 'คอมพิวเตอร์เครื่องนี้ไม่ได้เชื่อมต่อเครือข่าย โปรดตรวจสอบสายแลนหรือ Wi-Fi ระบบจะเชื่อมต่อใหม่เองเมื่อกลับมาออนไลน์',
  },
  unreachable: {
    title: 'ไม่สามารถเชื่อมต่อแพลตฟอร์มได้',
    text: 'ขณะนี้ไม่มีเซิร์ฟเวอร์ใดตอบสนอง ระบบจะลองใหม่ทุกสองสามวินาที',
  },
  retry: 'ลองอีกครั้ง',
  checking: 'กำลังตรวจสอบ…',
  idle: {
    title: 'คุณยังอยู่ไหม?',
    text: 'เพื่อความปลอดภัย ระบบจะออกจากระบบภายใน {{seconds}} วินาที',
    stay: 'ใช้งานต่อ',
    signingOut: 'กำลังออกจากระบบ…',
  },
};
