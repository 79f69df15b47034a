import { FONT, pick } from './svg';

/**
 * Simple geometric motifs for game artwork, drawn in the upper part of a 200x200 tile
 * (the lower band holds the name). Variation comes from the key, never from a random source.
 */
export type Motif =
  | 'reels'
  | 'jackpot'
  | 'scratch'
  | 'poker'
  | 'cards'
  | 'fish'
  | 'arcade'
  | 'ball'
  | 'esports'
  | 'rooster'
  | 'lottery';

const SUITS = ['&#9824;', '&#9829;', '&#9830;', '&#9827;'];
const REEL_SYMBOLS = ['7', '&#9733;', '$', 'W', '&#9830;', 'B'];

/** One playing card; text attributes come from the enclosing `cardGroup`. */
function card(x: number, y: number, rotate: number, rank: string, suit: number): string {
  const colour = suit === 1 || suit === 2 ? '#d22' : '#222';
  return (
    `<g transform="rotate(${rotate} ${x + 28} ${y + 40})"><rect x="${x}" y="${y}" width="56" height="80" rx="7" fill="#fff" stroke="#0003"/>` +
    `<text x="${x + 28}" y="${y + 50}" fill="${colour}">${rank}${SUITS[suit] ?? ''}</text></g>`
  );
}

function cardGroup(inner: string): string {
  return `<g ${FONT} font-size="22" font-weight="700" text-anchor="middle">${inner}</g>`;
}

function reels(key: string, accent: string): string {
  let out = `<rect x="30" y="36" width="140" height="80" rx="12" fill="#0006" stroke="${accent}" stroke-width="3"/>`;
  for (let i = 0; i < 3; i += 1) {
    const x = 40 + i * 42;
    const symbol = REEL_SYMBOLS[pick(key, `reel${i}`, REEL_SYMBOLS.length)] ?? '7';
    out += `<rect x="${x}" y="46" width="36" height="60" rx="6" fill="#fff"/>`;
    out += `<text x="${x + 18}" y="86" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#c21">${symbol}</text>`;
  }
  return out;
}

function jackpot(accent: string): string {
  let out = `<path d="M60 70 L75 40 L100 62 L125 40 L140 70 Z" fill="${accent}" stroke="#0004" stroke-width="2"/>`;
  for (let i = 0; i < 4; i += 1) {
    out += `<ellipse cx="100" cy="${118 - i * 10}" rx="34" ry="9" fill="#f5c542" stroke="#a67c00" stroke-width="2"/>`;
  }
  return out;
}

function scratch(key: string, accent: string): string {
  const tilt = pick(key, 'tilt', 11) - 5;
  return (
    `<g transform="rotate(${tilt} 100 80)"><rect x="40" y="34" width="120" height="92" rx="10" fill="#fff"/>` +
    `<rect x="52" y="58" width="96" height="52" rx="6" fill="#b8bcc6"/>` +
    `<path d="M56 100 L90 64 M70 106 L120 62 M96 108 L144 66" stroke="${accent}" stroke-width="7" stroke-linecap="round"/></g>`
  );
}

function poker(key: string): string {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += card(16 + i * 30, 36, (i - 2) * 6, ['A', 'K', 'Q', 'J', '10'][i] ?? 'A', pick(key, `suit${i}`, 4));
  }
  return cardGroup(out);
}

function cards(key: string, accent: string): string {
  const a = pick(key, 'cardA', 4);
  const b = pick(key, 'cardB', 4);
  return (
    `<ellipse cx="100" cy="122" rx="80" ry="12" fill="${accent}" fill-opacity=".35"/>` +
    cardGroup(card(52, 32, -12, 'A', a) + card(92, 32, 12, 'K', b))
  );
}

function fish(key: string, accent: string): string {
  const y = 70 + pick(key, 'fishY', 20);
  let out =
    `<ellipse cx="96" cy="${y}" rx="46" ry="26" fill="${accent}"/>` +
    `<path d="M136 ${y} L170 ${y - 24} L170 ${y + 24} Z" fill="${accent}"/>` +
    `<circle cx="70" cy="${y - 6}" r="6" fill="#fff"/><circle cx="70" cy="${y - 6}" r="3" fill="#111"/>`;
  for (let i = 0; i < 4; i += 1) {
    out += `<circle cx="${30 + pick(key, `bx${i}`, 40)}" cy="${30 + i * 22}" r="${4 + (i % 3) * 3}" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/>`;
  }
  return out;
}

function arcade(key: string, accent: string): string {
  let out = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col <= row; col += 1) {
      out += `<circle cx="${100 - row * 16 + col * 32}" cy="${40 + row * 22}" r="4" fill="#fff"/>`;
    }
  }
  return `${out}<circle cx="${84 + pick(key, 'drop', 32)}" cy="128" r="10" fill="${accent}" stroke="#fff" stroke-width="2"/>`;
}

function ball(accent: string): string {
  return (
    `<rect x="24" y="30" width="152" height="100" rx="6" fill="#2e8b3a" stroke="#fff" stroke-width="3"/>` +
    `<path d="M100 30 V130" stroke="#fff" stroke-width="2"/><circle cx="100" cy="80" r="22" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="132" cy="98" r="16" fill="#fff" stroke="${accent}" stroke-width="3"/>` +
    `<path d="M132 90 l7 5 -3 8 h-8 l-3 -8 Z" fill="#222"/>`
  );
}

function esports(accent: string): string {
  return (
    `<path d="M48 66 Q100 44 152 66 L166 110 Q160 126 142 114 L126 100 H74 L58 114 Q40 126 34 110 Z" fill="#1b1b2b" stroke="${accent}" stroke-width="3"/>` +
    `<path d="M66 78 v16 M58 86 h16" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="132" cy="80" r="5" fill="${accent}"/><circle cx="144" cy="92" r="5" fill="#fff"/>`
  );
}

function rooster(accent: string): string {
  return (
    `<circle cx="100" cy="80" r="56" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M78 112 Q70 70 96 56 Q104 40 114 50 Q124 46 120 60 Q136 72 130 96 Q124 114 100 116 Z" fill="#fff"/>` +
    `<path d="M114 50 Q118 38 110 34 Q106 42 104 46" fill="#d22"/><path d="M128 66 L140 70 L128 74 Z" fill="#f5c542"/>` +
    `<path d="M78 112 Q52 96 60 70 Q66 92 82 98 Z" fill="${accent}"/>`
  );
}

function lottery(key: string, accent: string): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const n = 1 + pick(key, `ball${i}`, 49);
    const cx = 52 + i * 48;
    const cy = i === 1 ? 68 : 92;
    out += `<circle cx="${cx}" cy="${cy}" r="24" fill="${i === 1 ? accent : '#fff'}" stroke="#0004" stroke-width="2"/>`;
    out += `<text x="${cx}" y="${cy + 8}" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#222">${n}</text>`;
  }
  return out;
}

export function drawMotif(motif: Motif, key: string, accent: string): string {
  switch (motif) {
    case 'reels':
      return reels(key, accent);
    case 'jackpot':
      return jackpot(accent);
    case 'scratch':
      return scratch(key, accent);
    case 'poker':
      return poker(key);
    case 'cards':
      return cards(key, accent);
    case 'fish':
      return fish(key, accent);
    case 'arcade':
      return arcade(key, accent);
    case 'ball':
      return ball(accent);
    case 'esports':
      return esports(accent);
    case 'rooster':
      return rooster(accent);
    case 'lottery':
      return lottery(key, accent);
  }
}
