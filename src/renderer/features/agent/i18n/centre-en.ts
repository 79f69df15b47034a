/** `agent:nav`, `agent:revenue`, `agent:announcements`: the left nav, my income and announcements (issue 17). */
export const agentCentreEn = {
  nav: { deposit: 'Deposit', withdraw: 'Withdraw', messages: 'Messages', customerService: 'Customer service', unread: 'Unread: {{count}}', requests: 'Waiting for your answer: {{n}}' },
  revenue: {
    intro: 'Your own income over the chosen period, by source.',
    sources: { commission: 'Commission', dividend: 'Dividend', dailyWage: 'Daily wages', hourlySalary: 'Hourly salary', realtimeSalary: 'Real-time salary', total: 'Total income' },
    table: 'Income by day',
    day: 'Day',
    none: 'No income was paid in this period. Dividends and salaries are paid here when your contracts settle.',
  },
  announcements: {
    intro: 'Announcements from the operator to agents, newest first.',
    unread: 'Unread',
    read: 'Read',
    unreadCount: '{{count}} unread',
    published: 'Published {{time}}',
    list: 'Announcements',
  },
};
