import type { SameKeys } from '@/lib/i18n/types';
import type { memberEn } from './en';

export const memberCn: SameKeys<typeof memberEn> = {
  centre: '个人中心',
  pages: {
    securityCenter: '安全中心',
    transferFund: '资金转账',
    depositv2: '存款',
    withdraw: '取款',
    transferUpline: '转账给上级',
    personalHistoryCopy: '投注记录',
    transactionHistory: '账户记录',
    personalProfit: '个人盈亏',
    bonusDetails: '红利详情',
    rewardCenter: '奖励中心',
    referral: '邀请好友',
    missionLeaderboard: '任务排行榜',
    messageV2: '消息',
    manualRebate: '手动返水',
  },
  shortcuts: {
    deposit: '存款',
    withdrawal: '取款',
    account: '我的账户',
    invite: '邀请好友',
    promotions: '优惠活动',
    vip: 'VIP',
    betRecord: '投注记录',
    accountRecord: '账户记录',
    profitLoss: '个人盈亏',
    messages: '消息',
  },
};
