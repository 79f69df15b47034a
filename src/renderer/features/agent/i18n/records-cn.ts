import type { SameKeys } from '@/lib/i18n/types';
import type { agentRecordsEn } from './records-en';

export const agentRecordsCn: SameKeys<typeof agentRecordsEn> = {
  intros: {
    personalHistoryCopy: '所选期间内团队的游戏注单；搜索账号可只看某位成员的注单。',
    agentDownlineTransactionDetailsCopy: '所选期间内团队的存款、取款、转账与红利，最新的在前。',
  },
  tables: { bets: '团队注单', transactions: '团队资金明细' },
};
