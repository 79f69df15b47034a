import type { SameKeys } from '@/lib/i18n/types';
import type { walletEn } from './en';

export const walletTh: SameKeys<typeof walletEn> = {
  transferFund: {
    title: 'โอนเงิน',
    intro: 'ย้ายเงินระหว่างกระเป๋าหลักกับกระเป๋าของเกมที่แยกยอดเงินของตัวเอง',
    mainWallet: 'กระเป๋าหลัก',
    gameWallets: 'กระเป๋าเกม',
    noWallets: 'ไม่มีเกมที่ใช้กระเป๋าแยก ทุกเกมเล่นจากกระเป๋าหลักของคุณ',
    maintenance: 'กำลังปรับปรุง',
    form: 'โอน',
    vendor: 'กระเป๋าเกม',
    direction: 'ทิศทาง',
    in: 'โอนเข้า (หลัก → เกม)',
    out: 'โอนออก (เกม → หลัก)',
    submit: 'โอน',
    done: 'โอนแล้ว {{amount}} กระเป๋าหลัก: {{main}}',
    recallAll: 'ดึงเงินกลับทั้งหมด',
    recallTitle: 'ดึงเงินกลับทั้งหมด',
    recallQuestion: 'ย้ายยอดเงินของกระเป๋าเกมทั้งหมดกลับไปที่กระเป๋าหลักหรือไม่?',
    recalled: 'ยอดเงินในกระเป๋าเกมทั้งหมดกลับมาที่กระเป๋าหลักแล้ว',
    nothingToRecall: 'กระเป๋าเกมทั้งหมดไม่มียอดเงิน',
  },
  upline: {
    title: 'โอนให้อัปไลน์',
    intro: 'ส่งเงินจากกระเป๋าหลักของคุณไปยังกระเป๋าหลักของเอเจนต์อัปไลน์',
    available: 'ยอดเงินที่ใช้ได้',
    submit: 'โอนให้อัปไลน์',
    done: 'โอน {{amount}} ให้อัปไลน์แล้ว กระเป๋าหลัก: {{main}}',
    noUplineHint: 'เฉพาะบัญชีที่สมัครภายใต้เอเจนต์เท่านั้นที่มีอัปไลน์',
  },
  amount: {
    label: 'จำนวนเงิน',
    maxButton: 'ทั้งหมด',
    hint: 'ใช้ได้: {{amount}}',
    invalid: 'จำนวนเงินไม่ถูกต้อง',
  },
  loading: 'กำลังโหลดกระเป๋าเงิน…',
};
