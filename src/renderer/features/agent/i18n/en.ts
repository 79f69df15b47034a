import { agentCentreEn } from './centre-en';
import { agentContractsEn } from './contracts-en';
import { agentRecordsEn } from './records-en';
import { agentTeamEn } from './team-en';
/** Namespace `agent`. */
export const agentEn = {
  centre: 'Agent centre',
  login: 'Agent login',
  supportHours: 'Support hours: {{days}} {{start}}–{{end}} ({{zone}})',
  weekdays: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  dayRange: '{{from}}–{{to}}',
  daySeparator: ', ',
  clock: 'Current time',
  // Team overview, team management and user loss (issue 17).
  team: agentTeamEn,
  // Left nav, my income, announcements (issue 17).
  ...agentCentreEn,
  records: agentRecordsEn, // team betting and account details
  contracts: agentContractsEn, // contracts and settlements (issue 19)
  pages: {
    agentTeamOverview: 'Team overview',
    agentAnnouncement: 'Announcements',
    registerCenter: 'Register centre',
    downlineManagmentView: 'Team management',
    personalHistoryCopy: 'Team betting',
    palStatementsAgentCopy: 'User loss',
    agentRevenueReport: 'My income',
    agentDownlineTransactionDetailsCopy: 'Account details',
    agentDividendRecordCopy2: 'Bonus',
    agentDailyWages2: 'Daily wages',
    agentHourSalary: 'Hourly salary',
    agentRealtimeSalary: 'Real-time salary',
  },
  // registerCenter (register centre page: direct registration and the affiliate link)
  register: {
    intro: 'Register players or agents directly below you, or share your link: whoever registers through it joins your team.',
    formTitle: 'Register a downline',
    formHint: "The account signs in with this password; the merchant's rules for names and passwords apply.",
    kind: 'Account type',
    kinds: { member: 'Member', agent: 'Agent' },
    nickname: 'Nickname (optional)',
    submit: { member: 'Register member', agent: 'Register agent' },
    done: { member: 'Member {{account}} is registered in your team.', agent: 'Agent {{account}} is registered in your team.' },
    notAllowed: 'Your agent type may not register downlines here. Share your affiliate link instead.',
    loadFailed: 'The registration rules could not be loaded.',
    linkFailed: 'Your affiliate link could not be loaded.',
    retry: 'Try again',
    affiliateTitle: 'Affiliate link',
    affiliateHint: 'Players who register through this link or QR code join your team.',
    code: 'Affiliate code',
    link: 'Link',
    copy: 'Copy link',
    copySuccess: 'Copied successfully.',
    qrAlt: 'QR code of your affiliate link',
  },
};
