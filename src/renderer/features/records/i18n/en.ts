import type { TeamMovementType } from '@shared/api/agent-kinds';
import type { LedgerType, RoundStatus } from '@shared/api/record-kinds';

/** The ledger types contract settlements pay with (CONTRACT_LEDGER_TYPE of @shared/api/contracts, issue 19). */
type ContractPayment = 'dividend' | 'daily_wage' | 'hourly_salary' | 'realtime_salary';

/** Namespace `records`: account record, profit & loss, bonus details and the betting record. */
export const recordsEn = {
  titles: {
    transactionHistory: 'Account record',
    personalProfit: 'Profit & loss',
    bonusDetails: 'Bonus details',
    personalHistoryCopy: 'Betting record',
  },
  intros: {
    transactionHistory: 'Every movement of your wallets, newest first.',
    personalProfit: 'Your wins minus your bets per period.',
    bonusDetails: 'Bonuses credited to your account, newest first.',
    personalHistoryCopy: 'Your bets and their results.',
  },
  filters: {
    type: 'Type',
    status: 'Status',
    all: 'All',
  },
  types: {
    deposit: 'Deposit',
    withdrawal_hold: 'Withdrawal request',
    withdrawal: 'Withdrawal paid',
    withdrawal_release: 'Withdrawal returned',
    transfer_upline: 'Transfer to upline',
    transfer_downline: 'Transfer to downline',
    transfer_vendor_in: 'Transfer to game wallet',
    transfer_vendor_out: 'Transfer from game wallet',
    bonus: 'Bonus',
    adjustment: 'Adjustment',
    bet: 'Bet',
    win: 'Win',
    reversal: 'Reversal',
    dividend: 'Dividend',
    daily_wage: 'Daily wages',
    hourly_salary: 'Hourly salary',
    realtime_salary: 'Real-time salary',
    // Not written to members' statements yet; the agent's account details filter by it.
    rebate: 'Rebate',
    // Contract settlements (issue 19): what an upline (or the house) paid the agent, or it paid a downline.
    dividend: 'Dividend',
    daily_wage: 'Daily wages',
    hourly_salary: 'Hourly salary',
    realtime_salary: 'Real-time salary',
  } satisfies Record<LedgerType | TeamMovementType | ContractPayment, string>,
  accounts: {
    player_main: 'Main wallet',
    player_vendor: 'Game wallet',
    withdrawal_hold: 'Withdrawal hold',
    agent_commission: 'Commission',
  },
  statuses: { COMPLETED: 'Completed', REVERSED: 'Reversed' },
  columns: {
    time: 'Time',
    type: 'Type',
    wallet: 'Wallet',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    status: 'Status',
    reason: 'Details',
    periodStart: 'From',
    periodEnd: 'To',
    bet: 'Bet',
    win: 'Win',
    profit: 'Profit/loss',
  },
  profit: {
    periodType: 'Period',
    periodTypes: { daily: 'Daily', weekly: 'Weekly', semimonthly: 'Half-monthly', monthly: 'Monthly' },
    summary: 'Totals of the periods shown',
    totalBet: 'Total bet',
    totalWin: 'Total win',
    totalProfit: 'Profit/loss',
    lifetimeNetDeposits: 'Lifetime net deposits',
    periods: 'Periods',
  },
  tables: { transactionHistory: 'Wallet movements', bonusDetails: 'Bonuses received', personalHistoryCopy: 'Game rounds' },
  bets: {
    gameType: 'Game category',
    vendor: 'Provider',
    statuses: { open: 'In progress', settled: 'Settled', refunded: 'Refunded' } satisfies Record<RoundStatus, string>,
    columns: { game: 'Game', vendor: 'Provider', round: 'Round ID', stake: 'Stake', win: 'Win', net: 'Win/loss', replay: 'Replay' },
    totals: 'Totals of the rounds found',
    totalStake: 'Total stake',
    totalWin: 'Total win',
    totalNet: 'Win/loss',
    replay: 'Replay',
    replayRound: 'Replay round {{round}}',
    opening: 'Opening…',
    openReplay: 'Open the replay of round {{round}}',
  },
  noData: 'No records.',
};
