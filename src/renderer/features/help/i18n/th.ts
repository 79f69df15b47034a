import type { SameKeys } from '@/lib/i18n/types';
import type { helpEn } from './en';

export const helpTh: SameKeys<typeof helpEn> = {
  title: 'ศูนย์ช่วยเหลือ',
  topics: 'หัวข้อช่วยเหลือ',
  empty: 'ยังไม่มีบทความ',
  links: {
    help: 'ศูนย์ช่วยเหลือ',
    terms: 'ข้อกำหนดและเงื่อนไข',
    privacy: 'นโยบายความเป็นส่วนตัว',
    responsible: 'การเล่นอย่างรับผิดชอบ',
    about: 'เกี่ยวกับเรา',
  },
};
