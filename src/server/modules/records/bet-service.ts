import type { BetPage, BetsQuery } from '@shared/api/bets';
import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import type { Db } from '../../db/client';
import { localize } from '../system/projection';
import * as repo from './bet-repository';
import { rangeOf } from './service';

/** The betting record: the member's game rounds in the range, filtered, paged, with totals over every page. */
export async function betRecords(db: Db, merchantId: number, memberId: number, query: BetsQuery, now: number): Promise<BetPage> {
  return roundPage(db, { merchantId, memberId, ...rangeOf(query, now), gameType: query.gameType, vendorCode: query.vassalage, status: query.status }, query);
}

/** One page of rounds under a filter (a member's or a team's), with the totals over every page. */
export async function roundPage(
  db: Db,
  filter: repo.RoundFilter,
  query: { language?: Language | undefined; page: number; pageSize: number },
): Promise<BetPage & { list: (BetPage['list'][number] & { account: string })[] }> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const [rows, sums] = await Promise.all([repo.listRounds(db, filter, query.page, query.pageSize), repo.roundTotals(db, filter)]);
  const list = rows.map((row) => ({
    roundId: row.roundId,
    account: row.account ?? '',
    vassalage: row.vendorCode,
    vendorName: row.vendorName ?? row.vendorCode,
    nodeId: row.nodeId,
    gameName: row.names ? localize(row.names, language) : (row.nodeId ?? row.roundId),
    gameType: row.gameType,
    stake: row.totalBet,
    win: row.totalWin,
    net: row.totalWin - row.totalBet,
    refunded: row.totalRefunded,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    currency: row.currency,
  }));
  return {
    list,
    totalPages: Math.ceil(sums.total / query.pageSize),
    page: query.page,
    total: sums.total,
    totals: { stake: sums.stake, win: sums.win, net: sums.win - sums.stake },
  };
}
