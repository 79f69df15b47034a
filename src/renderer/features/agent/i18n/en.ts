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
};
