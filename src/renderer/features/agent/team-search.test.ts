import { describe, expect, it } from 'vitest';
import { downlineFilters, withParam } from './team-search';

describe('team management address', () => {
  it('reads the filters, parent and page, leaving out what is malformed', () => {
    expect(downlineFilters(new URLSearchParams('parent=5&page=3&account=%20ab%20&kind=agent&status=BLOCKED&registeredFrom=2026-11-01&registeredTo=2026-13-01&active=false'))).toEqual({
      parent: 5,
      page: 3,
      account: 'ab',
      kind: 'agent',
      status: 'BLOCKED',
      registeredFrom: '2026-11-01',
      registeredTo: undefined,
      active: 'false',
    });
    expect(downlineFilters(new URLSearchParams('kind=boss&page=0&account=%20'))).toMatchObject({ kind: undefined, page: 1, account: undefined });
  });

  it('goes back to the first page on any change but paging', () => {
    const search = new URLSearchParams('parent=5&page=3');
    expect(withParam(search, 'kind', 'member').toString()).toBe('parent=5&kind=member');
    expect(withParam(search, 'page', '4').toString()).toBe('parent=5&page=4');
    expect(withParam(search, 'parent', undefined).toString()).toBe('');
  });
});
