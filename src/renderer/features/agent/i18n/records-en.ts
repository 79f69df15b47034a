/**
 * `agent:records.*`: team betting and account details. Their columns, filters and statuses speak
 * with the member records' words (`records` namespace); only what is the agent's own is here.
 */
export const agentRecordsEn = {
  intros: {
    personalHistoryCopy: "Your team's game rounds over the chosen period; search an account to see one member's.",
    agentDownlineTransactionDetailsCopy: "Your team's deposits, withdrawals, transfers and bonuses over the chosen period, newest first.",
  },
  tables: { bets: 'Team rounds', transactions: 'Team money movements' },
};
