import type { SameKeys } from '@/lib/i18n/types';
import type { gamesEn } from './en';

export const gamesTh: SameKeys<typeof gamesEn> = {
  categories: {
    HOME: 'หน้าแรก',
    PROMO: 'โปรโมชั่น',
    HOT: 'ยอดนิยม',
    FAV: 'รายการโปรด',
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
  categoryNav: 'หมวดหมู่เกม',
  categoryMenu: 'เลือกดูตามหมวดหมู่',
  vendorsOf: 'ค่ายเกม{{category}}',
  gameCount_one: '{{count}} เกม',
  gameCount_other: '{{count}} เกม',
  maintenance: 'ปิดปรับปรุง',
  allOf: '{{category}}ทั้งหมด',
  recent: 'เกมล่าสุด',
};
