import type { SameKeys } from '@/lib/i18n/types';
import type { accountEn } from './en';

export const accountCn: SameKeys<typeof accountEn> = {
  balance: '余额',
  showBalance: '显示余额',
  hideBalance: '隐藏余额',
  refreshBalance: '刷新余额',
  deposit: '存款',
  withdraw: '取款',
  vip: 'VIP 等级 {{label}}',
  copyId: '复制 ID {{id}}',
  copySuccess: '复制成功。',
  notices: '通知（{{count}} 条未读）',
  noticesShort: '通知',
  accountMenu: '账户菜单',
  myAccount: '我的账户',
  bettingRecord: '投注记录',
  messages: '消息',
  agentCentre: '代理中心',
  contractRequests: '待答复的合约申请：{{n}}',
  customerService: '在线客服',
  signOut: '退出登录',
  inSureLogout: '确定要退出登录吗？',
};
