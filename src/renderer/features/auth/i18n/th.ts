import type { SameKeys } from '@/lib/i18n/types';
import type { authEn } from './en';

export const authTh: SameKeys<typeof authEn> = {
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  preparing: 'ระบบเข้าสู่ระบบและสมัครสมาชิกกำลังอยู่ระหว่างการเตรียม กรุณากลับมาอีกครั้งเร็ว ๆ นี้',
};
