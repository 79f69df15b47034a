import type { SameKeys } from '@/lib/i18n/types';
import type { agentEn } from './en';
import { agentCentreTh } from './centre-th';
import { agentContractsTh } from './contracts-th';
import { agentRecordsTh } from './records-th';
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
  // Left nav, my income, announcements (issue 17).
  ...agentCentreTh,
  records: agentRecordsTh, // team betting and account details
  contracts: agentContractsTh, // contracts and settlements (issue 19)
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
  // registerCenter (ศูนย์สมัครสมาชิก: สมัครโดยตรงและลิงก์แนะนำ)
  register: {
    intro: 'สมัครผู้เล่นหรือเอเย่นต์ภายใต้คุณโดยตรง หรือแชร์ลิงก์ของคุณ: ผู้ที่สมัครผ่านลิงก์จะเข้าร่วมทีมของคุณ',
    formTitle: 'สมัครดาวน์ไลน์',
    formHint: 'บัญชีใหม่เข้าสู่ระบบด้วยรหัสผ่านนี้ ชื่อผู้ใช้และรหัสผ่านต้องเป็นไปตามกฎของเว็บไซต์',
    kind: 'ประเภทบัญชี',
    kinds: { member: 'สมาชิก', agent: 'เอเย่นต์' },
    nickname: 'ชื่อเล่น (ไม่บังคับ)',
    submit: { member: 'สมัครสมาชิก', agent: 'สมัครเอเย่นต์' },
    done: { member: 'สมาชิก {{account}} ได้สมัครเข้าทีมของคุณแล้ว', agent: 'เอเย่นต์ {{account}} ได้สมัครเข้าทีมของคุณแล้ว' },
    notAllowed: 'ประเภทเอเย่นต์ของคุณไม่สามารถสมัครดาวน์ไลน์ที่นี่ได้ กรุณาแชร์ลิงก์แนะนำของคุณแทน',
    loadFailed: 'ไม่สามารถโหลดกฎการสมัครได้',
    linkFailed: 'ไม่สามารถโหลดลิงก์แนะนำของคุณได้',
    retry: 'ลองอีกครั้ง',
    affiliateTitle: 'ลิงก์แนะนำ',
    affiliateHint: 'ผู้เล่นที่สมัครผ่านลิงก์หรือคิวอาร์โค้ดนี้จะเข้าร่วมทีมของคุณ',
    code: 'รหัสแนะนำ',
    link: 'ลิงก์',
    copy: 'คัดลอกลิงก์',
    copySuccess: 'คัดลอกสำเร็จ',
    qrAlt: 'คิวอาร์โค้ดของลิงก์แนะนำของคุณ',
  },
};
