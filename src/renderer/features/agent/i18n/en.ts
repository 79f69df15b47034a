/** Namespace `agent`. */
export const agentEn = {
  centre: 'Agent centre',
  login: 'Agent login',
  supportHours: 'Support hours: Mon–Fri 12:00–21:00',
  clock: 'Current time',
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
