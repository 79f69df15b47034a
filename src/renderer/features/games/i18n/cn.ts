import type { SameKeys } from '@/lib/i18n/types';
import type { gamesEn } from './en';

export const gamesCn: SameKeys<typeof gamesEn> = {
  categories: {
    HOME: '首页',
    PROMO: '优惠活动',
    HOT: '热门',
    FAV: '收藏',
    RNG: '电子游戏',
    LIVE: '真人娱乐',
    FISH: '捕鱼游戏',
    PVP: '棋牌游戏',
    SPORTS: '体育赛事',
    ESPORTS: '电子竞技',
    COCKFIGHT: '斗鸡',
    ELOTT: '电子彩票',
    LOTT: '彩票',
  },
  categoryNav: '游戏分类',
  categoryMenu: '按分类浏览',
  vendorsOf: '{{category}}平台',
  gameCount_one: '{{count}} 款游戏',
  gameCount_other: '{{count}} 款游戏',
  maintenance: '维护中',
  allOf: '全部{{category}}',
  recent: '最近游戏',
};
