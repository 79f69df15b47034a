import type { GameDetail } from '../api-types';
import { type BetKind, kindOf, type SlipBet } from './bet-kinds';
import { type Choice, radioGroup, toggleGroup } from './choice';
import { fill, h, uid } from './dom';
import { parseMoney } from './format';
import { t, tx } from './i18n';

/** The board: a bet type picker, the entry that type needs, a stake per number and "add to slip". */

interface Entry {
  read(): string[][] | string;
}

function numbersEntry(kind: BetKind, errorId: string): { el: HTMLElement; entry: Entry } {
  const digits = kind.digits ?? 2;
  const example = ['27', '05', '123', '1234'].find((e) => e.length === digits) ?? '0'.repeat(digits);
  const input = (label: string) => {
    const id = uid('num');
    const field = h('input', { id, type: 'text', inputmode: 'numeric', autocomplete: 'off', 'aria-describedby': errorId, maxlength: kind.together || kind.single ? digits : null, class: kind.together ? 'short' : '' });
    return { wrap: h('div', { class: 'field' }, h('label', { for: id }, label), field), field };
  };
  const bad = () => t('err.digits', { digits, example });
  const valid = (n: string) => new RegExp(`^[0-9]{${digits}}$`, 'u').test(n);
  if (kind.together) {
    const inputs = Array.from({ length: kind.together }, (_, i) => input(t('board.number', { n: i + 1 })));
    return {
      el: h('div', { class: 'xien' }, inputs.map((i) => i.wrap)),
      entry: {
        read: () => {
          const nums = inputs.map((i) => i.field.value.trim());
          inputs.forEach((i, j) => i.field.setAttribute('aria-invalid', String(!valid(nums[j] ?? ''))));
          if (!nums.every(valid)) return bad();
          return new Set(nums).size === nums.length ? [nums] : t('err.distinct', { k: kind.together ?? 2 });
        },
      },
    };
  }
  const one = input(kind.single ? t('board.number', { n: '' }).trim() : t('board.numbers', { digits }));
  return {
    el: one.wrap,
    entry: {
      read: () => {
        const nums = [...new Set(one.field.value.split(/[\s,;.]+/u).filter(Boolean))];
        const ok = nums.length > 0 && nums.every(valid) && (!kind.box || nums.every((n) => new Set(n).size > 1));
        one.field.setAttribute('aria-invalid', String(!ok));
        if (ok) return nums.map((n) => [n]);
        return kind.box && nums.length > 0 && nums.every(valid) ? t('err.box') : bad();
      },
    },
  };
}

function pickName(type: string, value: string): string | undefined {
  if (/^[A-Z]+$/u.test(value)) return undefined;
  if (type === 'SUM') return t('pick.sum', { n: value });
  if (type === 'TRIPLE' || type === 'PAIR') return t('pick.face', { n: value });
  return t('pick.digit', { n: value });
}

/** Builds the bets of the entered values, or answers the error to show. */
function betsOf(type: string, kind: BetKind, stake: number, position: Choice | null, picks: Choice | null, entry: Entry | null): SlipBet[] | string {
  const pos = position ? Number(position.values()[0]) : undefined;
  if (position && !pos) return t('err.position');
  const base = { type, stake, ...(pos ? { position: pos } : {}) };
  if (picks) {
    const chosen = picks.values();
    if (chosen.length === 0) return t('err.pick');
    if (type === 'DAU' || type === 'DUOI') return chosen.map((p) => ({ ...base, numbers: [p] }));
    return chosen.map((p) => ({ ...base, pick: p }));
  }
  if (entry) {
    const read = entry.read();
    if (typeof read === 'string') return read;
    return read.map((nums) => (kind.single ? { ...base, number: nums[0] ?? '' } : { ...base, numbers: nums }));
  }
  return [base];
}

export function betForm(detail: GameDetail, currency: string, onAdd: (bets: SlipBet[]) => void): HTMLElement {
  const family = detail.game.family;
  const errorId = uid('bet-error');
  const error = h('p', { id: errorId, class: 'field-error', role: 'alert' });
  const fields = h('div', { class: 'fields' });
  const stakeId = uid('stake');
  const stake = h('input', { id: stakeId, type: 'text', inputmode: 'decimal', value: '10', autocomplete: 'off', 'aria-describedby': errorId, class: 'stake-input' });
  const help = h('p', { class: 'help' });
  let type = detail.betTypes[0] ?? '';
  let position: Choice | null = null;
  let picks: Choice | null = null;
  let entry: Entry | null = null;

  const show = () => {
    const kind = kindOf(family, type);
    error.textContent = '';
    help.textContent = tx(`help.${type}`);
    position = kind.position ? radioGroup(t('board.position'), [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n), name: t('pos.n', { n }) })), '1', () => undefined) : null;
    picks = kind.picks ? toggleGroup(t('board.pick'), kind.picks.map((p) => ({ ...p, name: pickName(type, p.value) }))) : null;
    const typed = kind.digits ? numbersEntry(kind, errorId) : null;
    entry = typed?.entry ?? null;
    fill(
      fields,
      position ? h('div', { class: 'field' }, h('span', { class: 'label' }, t('board.position')), position.el) : null,
      picks ? h('div', { class: 'field' }, h('span', { class: 'label' }, t('board.pick')), picks.el) : null,
      typed?.el,
    );
  };
  const picker = radioGroup(t('board.pickType'), detail.betTypes.map((bt) => ({ value: bt, label: tx(`bet.${bt}`) })), type, (value) => {
    type = value;
    show();
  });
  const add = () => {
    const minor = parseMoney(stake.value);
    stake.setAttribute('aria-invalid', String(!(minor > 0)));
    if (!(minor > 0)) {
      error.textContent = t('err.stake');
      return;
    }
    const bets = betsOf(type, kindOf(family, type), minor, position, picks, entry);
    if (typeof bets === 'string') {
      error.textContent = bets;
      return;
    }
    error.textContent = '';
    onAdd(bets);
  };
  show();
  return h(
    'form',
    { class: 'board card', 'aria-labelledby': 'board-title', novalidate: true, onsubmit: (e: Event) => { e.preventDefault(); add(); } },
    h('h2', { id: 'board-title' }, t('board.title')),
    h('div', { class: 'field' }, h('span', { class: 'label' }, t('board.pickType')), picker.el),
    help,
    fields,
    h('div', { class: 'field' }, h('label', { for: stakeId }, t('board.stake', { currency })), stake),
    error,
    h('button', { type: 'submit', class: 'primary' }, t('board.add')),
  );
}
