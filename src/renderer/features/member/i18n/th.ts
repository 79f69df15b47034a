import type { SameKeys } from '@/lib/i18n/types';
import type { memberEn } from './en';

export const memberTh: SameKeys<typeof memberEn> = {
  centre: 'ศูนย์สมาชิก',
  pages: {
    securityCenter: 'ศูนย์ความปลอดภัย',
    transferFund: 'โอนเงิน',
    depositv2: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    transferUpline: 'โอนให้อัปไลน์',
    personalHistoryCopy: 'ประวัติการเดิมพัน',
    transactionHistory: 'ประวัติบัญชี',
    personalProfit: 'กำไร/ขาดทุน',
    bonusDetails: 'รายละเอียดโบนัส',
    rewardCenter: 'ศูนย์รางวัล',
    referral: 'ชวนเพื่อน',
    missionLeaderboard: 'อันดับภารกิจ',
    messageV2: 'ข้อความ',
    manualRebate: 'รับเงินคืนด้วยตนเอง',
  },
  shortcuts: {
    deposit: 'ฝากเงิน',
    withdrawal: 'ถอนเงิน',
    account: 'บัญชีของฉัน',
    invite: 'ชวนเพื่อน',
    promotions: 'โปรโมชั่น',
    vip: 'VIP',
    betRecord: 'ประวัติการเดิมพัน',
    accountRecord: 'ประวัติบัญชี',
    profitLoss: 'กำไร/ขาดทุนส่วนตัว',
    messages: 'ข้อความ',
  },
};
