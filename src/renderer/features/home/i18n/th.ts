import type { SameKeys } from '@/lib/i18n/types';
import type { homeEn } from './en';

export const homeTh: SameKeys<typeof homeEn> = {
  banner: {
    label: 'โปรโมชั่นแนะนำ',
    roleDescription: 'ภาพสไลด์',
    slide: 'สไลด์',
    slideLabel: '{{index}} จาก {{slidesLength}}',
    goTo: 'ไปที่แบนเนอร์ {{index}}',
    previous: 'แบนเนอร์ก่อนหน้า',
    next: 'แบนเนอร์ถัดไป',
  },
  notices: {
    label: 'ประกาศ',
    open: 'อ่านประกาศ: {{title}}',
  },
  jackpot: { title: 'แจ็คพอต' },
  winners: {
    title: 'กระดานผู้ชนะ',
    empty: 'ยังไม่มีรางวัลใหญ่ให้แสดง',
  },
};
