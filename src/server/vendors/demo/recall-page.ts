import type { Language } from '@shared/constants';
import type { DemoGameCode } from './engines/rounds';
import { boardOf, scriptData, scriptOf, topBar } from './game-page';
import { escapeHtml, money, pageShell } from './html';
import { stringsOf, type Strings } from './i18n';
import type { Recalled } from './recall-service';
import { rulesOf } from './rules-html';

/**
 * The replay of one round: the game's own table drawn by the game's own script from the replayed
 * outcome (read-only: no controls), with the round's facts. The outcome shown is the replay, which
 * recall-service checked equals the stored one.
 */

const STATUS_KEY = {
  pending: 'statusPending',
  bet_placed: 'statusBetPlaced',
  settled: 'statusSettled',
  refused: 'statusRefused',
  refunded: 'statusRefunded',
} as const satisfies Record<Recalled['round']['status'], keyof Strings>;

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function facts(s: Strings, { round, replay }: Recalled): string {
  const item = (label: string, value: string, testid: string, minor?: number) =>
    `<div><dt>${escapeHtml(label)}</dt><dd data-testid="${testid}"${minor === undefined ? '' : ` data-minor="${minor}"`}>${value}</dd></div>`;
  const time = `<time datetime="${round.createdAt.toISOString()}">${escapeHtml(utc(round.createdAt))}</time>`;
  // The seed stays secret until the round is over; then anyone may check the replay with it.
  const finished = round.status === 'settled' || round.status === 'refunded' || round.status === 'refused';
  return (
    `<dl class="facts">${item(s.round, escapeHtml(round.roundId), 'recall-round')}${item(s.time, time, 'recall-time')}` +
    `${item(s.stake, escapeHtml(money(replay.outcome.stake, round.currency)), 'recall-stake', replay.outcome.stake)}` +
    `${item(s.win, escapeHtml(money(replay.outcome.win, round.currency)), 'recall-win', replay.outcome.win)}` +
    `${item(s.result, escapeHtml(replay.description), 'recall-description')}` +
    `${item(s.status, escapeHtml(s[STATUS_KEY[round.status]]), 'recall-status')}` +
    `${finished ? item(s.seed, `<code>${escapeHtml(round.seed)}</code>`, 'recall-seed') : ''}</dl>`
  );
}

export function recallPage(recalled: Recalled, lang: Language, theme: string | null | undefined): string {
  const s = stringsOf(lang);
  const game = recalled.round.game as DemoGameCode;
  const title = rulesOf(game).name;
  const body =
    topBar(lang, title, `<p class="replay-badge" role="note">${escapeHtml(s.replayNote)}</p>`) +
    `<main class="game replay" id="game"><p class="check" data-testid="replay-check">${escapeHtml(s.replayMatches)}</p>` +
    `<div class="board">${boardOf(game, lang)}</div>${facts(s, recalled)}</main>`;
  const data = { ...scriptData(game, lang, recalled.round.currency), mode: 'replay', round: { stake: recalled.replay.outcome.stake, win: recalled.replay.outcome.win, details: recalled.replay.outcome.details } };
  return pageShell({ lang, theme, title: `${s.replay} · ${title} · ${s.demoGame}`, bodyClass: `demo ${game} replay`, body, scripts: [scriptOf(game)], data });
}
