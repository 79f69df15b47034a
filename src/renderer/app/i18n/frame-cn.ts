import type { SameKeys } from '@/lib/i18n/types';
import type { frameEn } from './frame-en';

export const frameCn: SameKeys<typeof frameEn> = {
  header: '网站页头',
  hero: { title: '欢迎来到 {{brand}}', text: '电子游戏、真人娱乐、体育和彩票，一站尽享。' },
  sideMenu: '侧边菜单',
  side: { home: '首页', games: '游戏', personal: '个人中心' },
  pages: { pointMall: '积分商城', favorite: '收藏游戏', recent: '最近游戏', seamless: '游戏', lottery: '彩票', seaLottery: '东南亚彩票', vnLottery: '越南彩票', agentLogin: '代理登录' },
  footer: {
    help: '帮助',
    products: '产品',
    follow: '关注我们',
    mirrors: '官方镜像网址',
    responsible: '仅限 18 岁以上，请理性娱乐。',
    copyright: '© {{year}} {{brand}} 版权所有。',
  },
};
