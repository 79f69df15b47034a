import type { SameKeys } from '../types';
import type { commonEn } from './common-en';

export const commonTh: SameKeys<typeof commonEn> = {
  close: 'ปิด',
  cancel: 'ยกเลิก',
  confirm: 'ยืนยัน',
  loading: 'กำลังโหลด…',
  language: 'ภาษา',
  languages: { EN: 'English', CN: '中文', TH: 'ไทย' },
  theme: { toDark: 'เปลี่ยนเป็นธีมมืด', toLight: 'เปลี่ยนเป็นธีมสว่าง' },
  menu: { open: 'เปิดเมนู', close: 'ปิดเมนู' },
  preparing: { title: 'ส่วนนี้กำลังอยู่ระหว่างการเตรียม', hint: 'เรากำลังปรับแต่งขั้นสุดท้าย กรุณากลับมาอีกครั้งเร็ว ๆ นี้' },
  notFound: { title: 'ไม่พบหน้านี้', text: 'หน้าที่คุณกำลังค้นหาไม่มีอยู่หรือถูกย้ายแล้ว', home: 'กลับหน้าแรก' },
  loadError: { title: 'เกิดข้อผิดพลาด', retry: 'ลองอีกครั้ง' },
  imageLoadError: 'โหลดรูปภาพไม่สำเร็จ',
  skipToContent: 'ข้ามไปยังเนื้อหา',
  /** Game categories by GameType (lobbies, records, filters). */
  gameTypes: {
    RNG: 'สล็อต',
    LIVE: 'คาสิโนสด',
    FISH: 'ยิงปลา',
    PVP: 'เกมไพ่',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    COCKFIGHT: 'ชนไก่',
    ELOTT: 'หวยออนไลน์',
    LOTT: 'หวย',
  },
  customerService: 'ฝ่ายบริการลูกค้า',
};
