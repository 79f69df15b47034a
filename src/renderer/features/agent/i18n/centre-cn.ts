import type { SameKeys } from '@/lib/i18n/types';
import type { agentCentreEn } from './centre-en';

export const agentCentreCn: SameKeys<typeof agentCentreEn> = {
  nav: { deposit: '存款', withdraw: '取款', messages: '消息', customerService: '在线客服', unread: '未读：{{count}}', requests: '待您答复：{{n}}' },
  revenue: {
    intro: '所选期间内您本人的收入，按来源统计。',
    sources: { commission: '佣金', dividend: '分红', dailyWage: '日工资', hourlySalary: '时薪', realtimeSalary: '实时工资', total: '总收入' },
    table: '每日收入',
    day: '日期',
    none: '本期间没有收入。合约结算后，分红和工资将显示在这里。',
  },
  announcements: {
    intro: '运营方发给代理的公告，最新的在前。',
    unread: '未读',
    read: '已读',
    unreadCount: '{{count}} 条未读',
    published: '发布于 {{time}}',
    list: '公告',
  },
};
