import { describe, expect, it } from 'vitest';
import { NO_ENTRY_FILTER, NO_ROUND_FILTER, pageOf, teamBetArgs, teamEntryFilter, teamRoundFilter, teamTransactionArgs, withFilter } from './team-records-search';

describe('team records address', () => {
  it('reads team betting filters, anything malformed as all', () => {
    expect(teamRoundFilter(new URLSearchParams('account=%20anan1984%20&gameType=LIVE&vendor=AG&status=settled&page=2'))).toEqual({ account: 'anan1984', gameType: 'LIVE', vendor: 'AG', status: 'settled' });
    expect(teamRoundFilter(new URLSearchParams('gameType=HOT&status=lost&account=%20'))).toEqual(NO_ROUND_FILTER);
  });

  it('reads account details filters, only the types an agent may see', () => {
    expect(teamEntryFilter(new URLSearchParams('account=anan1984&type=deposit&status=REVERSED'))).toEqual({ account: 'anan1984', type: 'deposit', status: 'REVERSED' });
    // Bets and wins are team betting's, not movements.
    expect(teamEntryFilter(new URLSearchParams('type=bet&status=done'))).toEqual(NO_ENTRY_FILTER);
  });

  it('reads the page, from 1', () => {
    expect([pageOf(new URLSearchParams('page=3')), pageOf(new URLSearchParams('page=0')), pageOf(new URLSearchParams('page=x')), pageOf(new URLSearchParams())]).toEqual([3, 1, 1, 1]);
  });

  it('writes a filter back beside the period, leaving out what is empty and going back to page 1', () => {
    const search = new URLSearchParams('preset=previous7&page=4&vendor=PG');
    const next = withFilter(search, { ...NO_ROUND_FILTER, account: ' somchaiag ', status: 'open' });
    expect(next.toString()).toBe('preset=previous7&account=somchaiag&status=open');
    expect(teamRoundFilter(next)).toEqual({ ...NO_ROUND_FILTER, account: 'somchaiag', status: 'open' });
    expect(withFilter(next, NO_ROUND_FILTER).toString()).toBe('preset=previous7');
    expect(withFilter(new URLSearchParams('type=deposit'), { ...NO_ENTRY_FILTER, account: 'anan1984' }).toString()).toBe('account=anan1984');
  });

  it('turns the filters into the calls, sending only what is set', () => {
    expect(teamBetArgs(NO_ROUND_FILTER, { preset: 'today' }, 1, 20, 'EN')).toEqual({ preset: 'today', account: undefined, gameType: undefined, vassalage: undefined, status: undefined, language: 'EN', page: 1, pageSize: 20 });
    expect(teamBetArgs({ account: 'anan1984', gameType: 'RNG', vendor: 'PG', status: 'refunded' }, { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, 2, 20, 'TH')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      account: 'anan1984',
      gameType: 'RNG',
      vassalage: 'PG',
      status: 'refunded',
      language: 'TH',
      page: 2,
      pageSize: 20,
    });
    expect(teamTransactionArgs({ account: '', type: 'deposit', status: 'COMPLETED' }, { preset: 'previous30' }, 3, 20)).toEqual({ preset: 'previous30', account: undefined, type: 'deposit', status: 'COMPLETED', page: 3, size: 20 });
    expect(teamTransactionArgs({ account: 'x', type: 'bet', status: 'gone' }, { preset: 'today' }, 1, 20)).toMatchObject({ type: undefined, status: undefined });
  });
});
