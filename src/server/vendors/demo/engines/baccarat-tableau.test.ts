import { describe, expect, it } from 'vitest';
import { bankerDraws, playCoup, playerDraws, type Dealer } from './baccarat-tableau';

/** Deals the given card values in order: player, banker, player, banker, then third cards. */
class ValueDealer implements Dealer<number> {
  dealt = 0;
  constructor(private readonly values: number[]) {}
  draw(): number {
    const value = this.values[this.dealt++];
    if (value === undefined) throw new Error('dealt more cards than the test expects');
    return value;
  }
}

const coup = (values: number[]) => {
  const dealer = new ValueDealer(values);
  const result = playCoup(dealer, (v) => v);
  expect(dealer.dealt).toBe(values.length);
  return result;
};

describe('baccarat tableau', () => {
  it('has the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('has the banker follow the standard chart', () => {
    // Rows: banker total 0–7. Columns: player's third card 0–9, then "-" for a player who stood.
    const chart = [
      'DDDDDDDDDD D',
      'DDDDDDDDDD D',
      'DDDDDDDDDD D',
      'DDDDDDDDSD D',
      'SSDDDDDDSS D',
      'SSSSDDDDSS D',
      'SSSSSSDDSS S',
      'SSSSSSSSSS S',
    ];
    chart.forEach((row, banker) => {
      const drawn = [...row.slice(0, 10)].map((_, third) => (bankerDraws(banker, third) ? 'D' : 'S')).join('');
      expect(`${drawn} ${bankerDraws(banker, null) ? 'D' : 'S'}`).toBe(row);
    });
  });
});

describe('baccarat coups', () => {
  it('stops both hands on a natural', () => {
    expect(coup([4, 7, 5, 0])).toMatchObject({ playerTotal: 9, bankerTotal: 7, natural: true, result: 'player' });
    // A banker natural stops a player on 5 from drawing.
    expect(coup([2, 8, 3, 0])).toMatchObject({ playerTotal: 5, bankerTotal: 8, natural: true, result: 'banker' });
  });

  it('lets a banker facing a standing player draw on 5 and stand on 6', () => {
    expect(coup([3, 2, 3, 3, 2])).toMatchObject({ player: [3, 3], banker: [2, 3, 2], bankerTotal: 7, result: 'banker' });
    expect(coup([3, 3, 4, 3])).toMatchObject({ playerTotal: 7, bankerTotal: 6, natural: false, result: 'player' });
    // Totals count modulo 10: player 7 + 8 + 9 is 4, banker 4 + 9 + 4 is 7.
    expect(coup([7, 4, 8, 9, 9, 4])).toMatchObject({ playerTotal: 4, bankerTotal: 7, result: 'banker' });
  });

  it('applies the third-card rules after the player draws', () => {
    // Banker 3 stands on a player's 8.
    expect(coup([0, 1, 2, 2, 8])).toMatchObject({ player: [0, 2, 8], banker: [1, 2], playerTotal: 0, result: 'banker' });
    // Banker 6 draws on a player's 6.
    expect(coup([1, 3, 4, 3, 6, 2])).toMatchObject({ playerTotal: 1, bankerTotal: 8, result: 'banker' });
    // Banker 7 stands; a player's third card brings a tie.
    expect(coup([0, 5, 0, 2, 7])).toMatchObject({ playerTotal: 7, bankerTotal: 7, result: 'tie' });
    // Banker 4 stands on a player's 1 and draws on a player's 2.
    expect(coup([2, 2, 2, 2, 1])).toMatchObject({ banker: [2, 2], result: 'player' });
    expect(coup([2, 2, 2, 2, 2, 5])).toMatchObject({ bankerTotal: 9, result: 'banker' });
  });
});
