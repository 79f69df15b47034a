import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recallSignature, recallUrl } from './recall-link';

describe('recall link', () => {
  const query = { round: 'r-1', lang: 'EN', exp: '1700000000000', sig: 'ab' };

  it('replaces the launch address’s last path segment with recall', () => {
    expect(recallUrl('https://v.test/games/launch', query)).toBe('https://v.test/games/recall?round=r-1&lang=EN&exp=1700000000000&sig=ab');
    expect(recallUrl('https://v.test/launch?brand=x#top', query)).toBe('https://v.test/recall?brand=x&round=r-1&lang=EN&exp=1700000000000&sig=ab');
    expect(recallUrl('https://v.test/games/', query)).toBe('https://v.test/games/recall?round=r-1&lang=EN&exp=1700000000000&sig=ab');
    expect(recallUrl('/vendors/demo/launch', query)).toBe('/vendors/demo/recall?round=r-1&lang=EN&exp=1700000000000&sig=ab');
    expect(recallUrl('/launch', query)).toBe('/recall?round=r-1&lang=EN&exp=1700000000000&sig=ab');
  });

  it('encodes round ids', () => {
    expect(recallUrl('/demo/launch', { ...query, round: 'a&b=c #1' })).toBe('/demo/recall?round=a%26b%3Dc+%231&lang=EN&exp=1700000000000&sig=ab');
  });

  it('signs recall.<vendor>.<round>.<exp> with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', 'secret-0123456789').update('recall.DEMO.r-1.1700000000000').digest('hex');
    expect(recallSignature('secret-0123456789', 'DEMO', 'r-1', 1_700_000_000_000)).toBe(expected);
    expect(recallSignature('secret-0123456789', 'DEMO', 'r-2', 1_700_000_000_000)).not.toBe(expected);
  });
});
