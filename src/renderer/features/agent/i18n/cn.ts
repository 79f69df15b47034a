import type { SameKeys } from '@/lib/i18n/types';
import type { agentEn } from './en';
import { agentCentreCn } from './centre-cn';
import { agentContractsCn } from './contracts-cn';
import { agentRecordsCn } from './records-cn';
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
  // Left nav, my income, announcements (issue 17).
  ...agentCentreCn,
  records: agentRecordsCn, // team betting and account details
  contracts: agentContractsCn, // contracts and settlements (issue 19)
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
  // registerCenter (注册中心：直接注册与推广链接)
  register: {
    intro: '直接在您名下注册会员或代理，或分享您的推广链接：通过链接注册的用户将加入您的团队。',
    formTitle: '注册下级',
    formHint: '新账号使用此密码登录；账号和密码须符合平台规则。',
    kind: '账号类型',
    kinds: { member: '会员', agent: '代理' },
    nickname: '昵称（选填）',
    submit: { member: '注册会员', agent: '注册代理' },
    done: { member: '会员 {{account}} 已注册到您的团队。', agent: '代理 {{account}} 已注册到您的团队。' },
    notAllowed: '您的代理类型不能在此注册下级，请分享您的推广链接。',
    loadFailed: '无法加载注册规则。',
    linkFailed: '无法加载您的推广链接。',
    retry: '重试',
    affiliateTitle: '推广链接',
    affiliateHint: '通过此链接或二维码注册的玩家将加入您的团队。',
    code: '推广码',
    link: '链接',
    copy: '复制链接',
    copySuccess: '复制成功。',
    qrAlt: '您的推广链接二维码',
  },
};
