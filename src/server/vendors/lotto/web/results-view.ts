import type { NumeroAnswer } from '../api-types';
import { ApiError } from './api';
import type { AppContext } from './app-context';
import { drawCard } from './draw-card';
import { fill, h, uid } from './dom';
import { today } from './format';
import { t, tx } from './i18n';

/** Results: a game's past draws with Verify; for Vietnamese sessions, the lookup by date and region. */

const failText = (error: unknown) => tx(`code.${error instanceof ApiError ? error.failure.code : 'default'}`, 'code.default');

function pastDraws(ctx: AppContext): HTMLElement {
  const id = uid('game');
  const select = h('select', { id }, ctx.state.games.map((g) => h('option', { value: g.code, selected: g.code === ctx.game }, g.name)));
  const list = h('div', { class: 'draws' });
  const load = () => {
    ctx.game = select.value;
    fill(list, h('p', { role: 'status' }, t('loading')));
    ctx.api.results(select.value, 10).then(
      ({ draws }) => fill(list, draws.length === 0 ? h('p', { class: 'empty' }, t('results.none')) : draws.map((d) => drawCard(d))),
      (error: unknown) => fill(list, h('p', { role: 'alert' }, failText(error))),
    );
  };
  select.addEventListener('change', load);
  load();
  return h('section', { class: 'results', 'aria-labelledby': 'results-title' }, h('h2', { id: 'results-title' }, t('results.title')), h('p', { class: 'note', role: 'note' }, t('operated')), h('div', { class: 'field' }, h('label', { for: id }, t('results.game')), select), list);
}

function numero(ctx: AppContext): HTMLElement {
  const dateId = uid('date');
  const regionId = uid('region');
  const date = h('input', { id: dateId, type: 'date', value: today(), max: today(), required: true });
  const region = h('select', { id: regionId }, ['NORTH', 'CENTRAL', 'SOUTH'].map((r) => h('option', { value: r }, tx(`region.${r}`))));
  const out = h('div', { class: 'numero-out' });
  const show = (answer: NumeroAnswer) =>
    fill(out, answer.draws.length === 0 ? h('p', { class: 'empty' }, t('numero.none')) : answer.draws.map((d) => drawCard(d.draw, d.name)));
  const lookup = (event: Event) => {
    event.preventDefault();
    if (!/^\d{4}-\d\d-\d\d$/u.test(date.value)) return;
    fill(out, h('p', { role: 'status' }, t('loading')));
    ctx.api.numero(date.value, region.value as NumeroAnswer['region']).then(show, (error: unknown) => fill(out, h('p', { role: 'alert' }, failText(error))));
  };
  return h(
    'section',
    { class: 'numero card', 'aria-labelledby': 'numero-title' },
    h('h2', { id: 'numero-title' }, t('numero.title')),
    h(
      'form',
      { class: 'row', onsubmit: lookup },
      h('div', { class: 'field' }, h('label', { for: dateId }, t('numero.date')), date),
      h('div', { class: 'field' }, h('label', { for: regionId }, t('numero.region')), region),
      h('button', { type: 'submit', class: 'primary' }, t('numero.go')),
    ),
    out,
  );
}

export function renderResults(ctx: AppContext, panel: HTMLElement): void {
  panel.append(pastDraws(ctx));
  if (ctx.state.games.some((g) => g.family === 'VN')) panel.append(numero(ctx));
}
