import { describe, expect, it } from 'vitest';
import type { ConsoleBanner } from '@shared/api/console-content';
import { checkBanner, draftOf, nextSortOf, serverBannerProblems } from './content-banner-form';

const banner: ConsoleBanner = { id: 7, groupName: 'w_home', title: { EN: 'Splash', CN: '泼水', TH: 'สงกรานต์' }, url: '/img/uploads/abc.png', linkageType: 'URL', linkage: '/promotions', sort: 2 };

describe('banner form', () => {
  it('starts a new banner after the last one, and an edit from the banner', () => {
    expect(nextSortOf([{ sort: 0 }, { sort: 4 }])).toBe(5);
    expect(nextSortOf([])).toBe(0);
    expect(draftOf(null, 5)).toMatchObject({ url: '', linkageType: 'NONE', sort: '5' });
    expect(draftOf(banner, 0)).toEqual({ title: banner.title, url: banner.url, linkageType: 'URL', linkage: '/promotions', sort: '2' });
  });

  it('gives the banner the server takes, dropping a link a NONE banner does not use', () => {
    expect(checkBanner('w_home', { ...draftOf(banner, 0), linkageType: 'NONE' })).toEqual({ banner: { groupName: 'w_home', title: banner.title, url: banner.url, linkageType: 'NONE', linkage: '', sort: 2 } });
  });

  it('names each field the server would refuse', () => {
    const checked = checkBanner('w_home', { title: { EN: ' ', CN: 'x', TH: '' }, url: '', linkageType: 'URL', linkage: 'javascript:alert(1)', sort: '-1' });
    expect(checked).toEqual({ problems: { titleEN: 'titleRequired', titleTH: 'titleRequired', url: 'imageRequired', linkage: 'linkInvalid', sort: 'sortInvalid' } });
    expect(checkBanner('w_home', { ...draftOf(banner, 0), linkageType: 'GAME', linkage: '' })).toEqual({ problems: { linkage: 'linkRequired' } });
  });

  it('reads the fields a refused save names', () => {
    expect(serverBannerProblems({ status: 422, code: 'validation_failed', errors: { url: 'unknown_image', 'title.CN': 'too_small', groupName: 'invalid' } })).toEqual({ url: 'imageGone', titleCN: 'titleRequired' });
    expect(serverBannerProblems({ status: 500, code: 'internal_error' })).toEqual({});
  });
});
