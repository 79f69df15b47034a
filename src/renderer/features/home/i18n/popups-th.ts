import type { SameKeys } from '@/lib/i18n/types';
import type { popupsEn } from './popups-en';

export const popupsTh: SameKeys<typeof popupsEn> = {
  title: 'ประกาศ',
  label: 'ประกาศ',
  roleDescription: 'ภาพหมุนเวียน',
  slide: 'สไลด์',
  slideLabel: '{{index}} จาก {{count}}',
  goTo: 'แสดงประกาศที่ {{index}}',
  previous: 'ประกาศก่อนหน้า',
  next: 'ประกาศถัดไป',
  hideToday: 'ไม่ต้องแสดงอีกในวันนี้',
};
