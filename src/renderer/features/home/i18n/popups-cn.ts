import type { SameKeys } from '@/lib/i18n/types';
import type { popupsEn } from './popups-en';

export const popupsCn: SameKeys<typeof popupsEn> = {
  title: '公告',
  label: '公告',
  roleDescription: '轮播',
  slide: '幻灯片',
  slideLabel: '第 {{index}} 条，共 {{count}} 条',
  goTo: '显示第 {{index}} 条公告',
  previous: '上一条公告',
  next: '下一条公告',
  hideToday: '今日不再显示',
};
