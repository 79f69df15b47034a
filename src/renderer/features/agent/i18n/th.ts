import type { SameKeys } from '@/lib/i18n/types';
import type { agentEn } from './en';
import { agentTeamTh } from './team-th';

export const agentTh: SameKeys<typeof agentEn> = {
  centre: 'ศูนย์เอเย่นต์',
  login: 'เข้าสู่ระบบเอเย่นต์',
  supportHours: 'เวลาให้บริการ: {{days}} {{start}}–{{end}} ({{zone}})',
  weekdays: { mon: 'จันทร์', tue: 'อังคาร', wed: 'พุธ', thu: 'พฤหัสบดี', fri: 'ศุกร์', sat: 'เสาร์', sun: 'อาทิตย์' },
  dayRange: '{{from}}–{{to}}',
  daySeparator: ', ',
  clock: 'เวลาปัจจุบัน',
  // Team overview, team management and user loss (issue 17).
  team: agentTeamTh,
  pages: {
    agentTeamOverview: 'ภาพรวมทีม',
    agentAnnouncement: 'ประกาศ',
    registerCenter: 'ศูนย์ลงทะเบียน',
    downlineManagmentView: 'จัดการทีม',
    personalHistoryCopy: 'การเดิมพันของทีม',
    palStatementsAgentCopy: 'ยอดเสียของผู้ใช้',
    agentRevenueReport: 'รายได้ของฉัน',
    agentDownlineTransactionDetailsCopy: 'รายละเอียดบัญชี',
    agentDividendRecordCopy2: 'โบนัส',
    agentDailyWages2: 'ค่าจ้างรายวัน',
    agentHourSalary: 'ค่าจ้างรายชั่วโมง',
    agentRealtimeSalary: 'ค่าจ้างแบบเรียลไทม์',
  },
};
