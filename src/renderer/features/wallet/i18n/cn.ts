import type { SameKeys } from '@/lib/i18n/types';
import type { walletEn } from './en';

export const walletCn: SameKeys<typeof walletEn> = {
  transferFund: {
    title: '资金转账',
    intro: '在主钱包与独立钱包的游戏之间转移资金。',
    mainWallet: '主钱包',
    gameWallets: '游戏钱包',
    noWallets: '没有游戏使用独立钱包：所有游戏都直接使用主钱包。',
    maintenance: '维护中',
    form: '转账',
    vendor: '游戏钱包',
    direction: '方向',
    in: '转入（主钱包 → 游戏）',
    out: '转出（游戏 → 主钱包）',
    submit: '转账',
    done: '已转账 {{amount}}。主钱包：{{main}}。',
    recallAll: '一键回收',
    recallTitle: '一键回收',
    recallQuestion: '将所有游戏钱包的余额转回主钱包？',
    recalled: '所有游戏钱包的余额已转回主钱包。',
    nothingToRecall: '所有游戏钱包均无余额。',
  },
  upline: {
    title: '转账给上级',
    intro: '从主钱包转账到上级代理的主钱包。',
    available: '可用余额',
    submit: '转账给上级',
    done: '已向上级转账 {{amount}}。主钱包：{{main}}。',
    noUplineHint: '只有通过代理注册的账号才有上级。',
  },
  amount: {
    label: '金额',
    maxButton: '全部',
    hint: '可用：{{amount}}',
    invalid: '金额无效。',
  },
  loading: '正在加载钱包…',
};
