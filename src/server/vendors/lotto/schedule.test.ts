import { describe, expect, it } from 'vitest';
import { gameOf } from '@shared/lotto/games';
import { nextDraw, previousDraw, zoneOffsetMinutes } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('lottery draw schedule', () => {
  it('reads zone offsets from Intl', () => {
    expect(zoneOffsetMinutes('Asia/Ho_Chi_Minh', at('2026-11-26T10:00:00Z'))).toBe(420);
    expect(zoneOffsetMinutes('Asia/Kuala_Lumpur', at('2026-11-26T23:30:00Z'))).toBe(480);
    expect(zoneOffsetMinutes('UTC', at('2026-11-26T23:30:00Z'))).toBe(0);
  });

  it('draws the North every day at 18:15 Vietnam time, keyed by the local date', () => {
    const north = gameOf('VN_NORTH');
    // 18:15 in UTC+7 is 11:15 UTC.
    expect(nextDraw(north, at('2026-11-26T10:00:00Z'))).toEqual({ key: 'VN_NORTH:2026-11-26', at: at('2026-11-26T11:15:00Z') });
    expect(nextDraw(north, at('2026-11-26T11:15:00Z'))).toEqual({ key: 'VN_NORTH:2026-11-27', at: at('2026-11-27T11:15:00Z') });
    // 23:00 UTC is already the 27th in Vietnam.
    expect(nextDraw(north, at('2026-11-26T23:00:00Z'))).toEqual({ key: 'VN_NORTH:2026-11-27', at: at('2026-11-27T11:15:00Z') });
    expect(previousDraw(north, at('2026-11-27T11:15:00Z'))).toBe(at('2026-11-26T11:15:00Z'));
  });

  it('draws a province only on its weekdays', () => {
    // Thừa Thiên Huế draws Monday and Sunday at 17:15; 2026-11-26 is a Thursday.
    const hue = gameOf('VN_CENTRAL_HUE');
    expect(nextDraw(hue, at('2026-11-26T00:00:00Z'))).toEqual({ key: 'VN_CENTRAL_HUE:2026-11-29', at: at('2026-11-29T10:15:00Z') });
    expect(nextDraw(hue, at('2026-11-29T10:15:00Z'))).toEqual({ key: 'VN_CENTRAL_HUE:2026-11-30', at: at('2026-11-30T10:15:00Z') });
    expect(previousDraw(hue, at('2026-11-29T10:15:00Z'))).toBe(at('2026-11-23T10:15:00Z'));
  });

  it('draws 4D on Wednesday, Saturday and Sunday at 19:00 Malaysia time', () => {
    const sea = gameOf('SEA4D');
    expect(nextDraw(sea, at('2026-11-26T00:00:00Z'))).toEqual({ key: 'SEA4D:2026-11-28', at: at('2026-11-28T11:00:00Z') });
    expect(nextDraw(sea, at('2026-11-28T11:00:00Z')).key).toBe('SEA4D:2026-11-29');
    expect(nextDraw(sea, at('2026-11-29T11:00:00Z')).key).toBe('SEA4D:2026-12-02');
  });

  it('draws the quick games on UTC minute boundaries', () => {
    expect(nextDraw(gameOf('QUICK5_1M'), at('2026-11-26T10:00:00Z'))).toEqual({ key: 'QUICK5_1M:2026-11-26T10:01', at: at('2026-11-26T10:01:00Z') });
    expect(nextDraw(gameOf('DICE3_3M'), at('2026-11-26T10:00:30Z'))).toEqual({ key: 'DICE3_3M:2026-11-26T10:03', at: at('2026-11-26T10:03:00Z') });
    expect(nextDraw(gameOf('QUICK5_5M'), at('2026-11-26T23:58:00Z'))).toEqual({ key: 'QUICK5_5M:2026-11-27T00:00', at: at('2026-11-27T00:00:00Z') });
    expect(previousDraw(gameOf('QUICK5_5M'), at('2026-11-27T00:00:00Z'))).toBe(at('2026-11-26T23:55:00Z'));
  });
});
