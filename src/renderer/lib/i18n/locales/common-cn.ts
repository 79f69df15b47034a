import type { SameKeys } from '../types';
import type { commonEn } from './common-en';

export const commonCn: SameKeys<typeof commonEn> = {
  close: '关闭',
  cancel: '取消',
  confirm: '确认',
  loading: '加载中…',
  language: '语言',
  languages: { EN: 'English', CN: '中文', TH: 'ไทย' },
  theme: { toDark: '切换到深色主题', toLight: '切换到浅色主题' },
  menu: { open: '打开菜单', close: '关闭菜单' },
  preparing: { title: '此版块正在准备中', hint: '我们正在做最后的完善，请稍后再来看看。' },
  notFound: { title: '页面不存在', text: '您访问的页面不存在或已被移动。', home: '返回首页' },
  loadError: { title: '出错了', retry: '重试' },
  imageLoadError: '图片加载失败',
  skipToContent: '跳到主要内容',
  /** Game categories by GameType (lobbies, records, filters). */
  gameTypes: {
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
  customerService: '在线客服',
};
