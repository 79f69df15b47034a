import type { SameKeys } from '@/lib/i18n/types';
import type { agentRecordsEn } from './records-en';

export const agentRecordsTh: SameKeys<typeof agentRecordsEn> = {
  intros: {
    personalHistoryCopy: 'รอบเกมของทีมคุณในช่วงเวลาที่เลือก ค้นหาบัญชีเพื่อดูเฉพาะของสมาชิกคนนั้น',
    agentDownlineTransactionDetailsCopy: 'การฝาก ถอน โอน และโบนัสของทีมคุณในช่วงเวลาที่เลือก รายการล่าสุดอยู่ก่อน',
  },
  tables: { bets: 'รอบเกมของทีม', transactions: 'ความเคลื่อนไหวทางการเงินของทีม' },
};
