import type { SameKeys } from '@/lib/i18n/types';
import type { homeEn } from './en';

export const homeCn: SameKeys<typeof homeEn> = {
  banner: {
    label: '精选优惠',
    roleDescription: '轮播',
    slide: '幻灯片',
    slideLabel: '第 {{index}} 张，共 {{slidesLength}} 张',
    goTo: '跳转到第 {{index}} 张横幅',
    previous: '上一张横幅',
    next: '下一张横幅',
  },
  notices: {
    label: '公告',
    open: '阅读公告：{{title}}',
  },
  jackpot: { title: '奖池' },
  winners: {
    title: '中奖榜',
    empty: '暂无大奖记录。',
  },
};
