import { describe, expect, it } from 'vitest';
import { AGENT_PAGES } from '@shared/routes';
import { agentNavEntries, agentPageOn } from './nav-entries';

const ALL_ON = { dividend: true, salary: true, hourlySalary: true, realtimeSalary: true };
const pages = (flags: Parameters<typeof agentNavEntries>[0]) => agentNavEntries(flags).flatMap((entry) => (entry.kind === 'page' ? [entry.page] : []));

describe('agent nav', () => {
  it('lists every agent page, framed by the cashier links and messages and customer service (spec section 2)', () => {
    const entries = agentNavEntries(ALL_ON);
    expect(new Set(pages(ALL_ON))).toEqual(new Set(AGENT_PAGES));
    expect(entries.slice(0, 2)).toEqual([expect.objectContaining({ key: 'deposit' }), expect.objectContaining({ key: 'withdraw' })]);
    expect(entries.slice(2, 4)).toEqual([{ kind: 'page', page: 'agentAnnouncement' }, { kind: 'page', page: 'agentTeamOverview' }]);
    expect(entries.at(-2)).toEqual(expect.objectContaining({ key: 'messages' }));
    expect(entries.at(-1)).toEqual({ kind: 'service' });
  });

  it('hides each contract page when its merchant flag is off, and only that page', () => {
    const cases = [
      ['dividend', 'agentDividendRecordCopy2'],
      ['salary', 'agentDailyWages2'],
      ['hourlySalary', 'agentHourSalary'],
      ['realtimeSalary', 'agentRealtimeSalary'],
    ] as const;
    for (const [flag, page] of cases) {
      const flags = { ...ALL_ON, [flag]: false };
      expect(pages(flags)).not.toContain(page);
      expect(pages(flags)).toHaveLength(AGENT_PAGES.length - 1);
      expect(agentPageOn(page, flags)).toBe(false);
    }
  });

  it('shows no contract page before the flags load, but every other page', () => {
    expect(pages(undefined)).toHaveLength(AGENT_PAGES.length - 4);
    expect(agentPageOn('agentTeamOverview', undefined)).toBe(true);
  });
});
