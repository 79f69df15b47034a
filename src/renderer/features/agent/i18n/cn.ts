import type { SameKeys } from '@/lib/i18n/types';
import type { agentEn } from './en';
import { agentTeamCn } from './team-cn';

export const agentCn: SameKeys<typeof agentEn> = {
  centre: '代理中心',
  login: '代理登录',
  supportHours: '客服时间：{{days}} {{start}}–{{end}}（{{zone}}）',
  weekdays: { mon: '周一', tue: '周二', wed: '周三', thu: '周四', fri: '周五', sat: '周六', sun: '周日' },
  dayRange: '{{from}}至{{to}}',
  daySeparator: '、',
  clock: '当前时间',
  // Team overview, team management and user loss (issue 17).
  team: agentTeamCn,
  pages: {
    agentTeamOverview: '团队总览',
    agentAnnouncement: '公告',
    registerCenter: '注册中心',
    downlineManagmentView: '团队管理',
    personalHistoryCopy: '团队投注',
    palStatementsAgentCopy: '用户亏损',
    agentRevenueReport: '我的收入',
    agentDownlineTransactionDetailsCopy: '账户明细',
    agentDividendRecordCopy2: '分红',
    agentDailyWages2: '日工资',
    agentHourSalary: '时薪',
    agentRealtimeSalary: '实时工资',
  },
};
