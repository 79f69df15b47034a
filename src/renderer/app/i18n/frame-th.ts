import type { SameKeys } from '@/lib/i18n/types';
import type { frameEn } from './frame-en';

export const frameTh: SameKeys<typeof frameEn> = {
  header: 'ส่วนหัวของเว็บไซต์',
  hero: { title: 'ยินดีต้อนรับสู่ {{brand}}', text: 'สล็อต คาสิโนสด กีฬา และหวย ครบจบในที่เดียว' },
  sideMenu: 'เมนูด้านข้าง',
  side: { home: 'หน้าแรก', games: 'เกม', personal: 'ศูนย์สมาชิก' },
  pages: { pointMall: 'ร้านค้าแลกคะแนน', favorite: 'เกมโปรด', recent: 'เกมล่าสุด', seamless: 'เกม', lottery: 'หวย', seaLottery: 'หวยเอเชียตะวันออกเฉียงใต้', vnLottery: 'หวยเวียดนาม', agentLogin: 'เข้าสู่ระบบเอเย่นต์' },
  footer: {
    help: 'ช่วยเหลือ',
    products: 'ผลิตภัณฑ์',
    follow: 'ติดตามเรา',
    mirrors: 'รายชื่อเว็บไซต์สำรองทางการ',
    responsible: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างรับผิดชอบ',
    copyright: '© {{year}} {{brand}} สงวนลิขสิทธิ์',
  },
};
