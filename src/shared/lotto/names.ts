import type { Language } from '../constants';
import type { GameDef, GameFamily } from './games';

/** Game names in the three languages, as the lottery's pages and the platform's catalogue show them. */

const FAMILY_NAMES: Record<GameFamily, Record<Language, string>> = {
  VN: { EN: 'Vietnam lottery', CN: '越南彩', TH: 'หวยเวียดนาม' },
  SEA4D: { EN: '4D', CN: '4D 万字票', TH: 'หวย 4D' },
  QUICK5: { EN: 'Quick 5D', CN: '极速5D', TH: '5D ด่วน' },
  DICE3: { EN: 'Quick dice', CN: '极速骰宝', TH: 'ลูกเต๋าด่วน' },
};
const REGION_NAMES: Record<string, Record<Language, string>> = {
  NORTH: { EN: 'North', CN: '北部', TH: 'ภาคเหนือ' },
  CENTRAL: { EN: 'Central', CN: '中部', TH: 'ภาคกลาง' },
  SOUTH: { EN: 'South', CN: '南部', TH: 'ภาคใต้' },
};
const MINUTES: Record<Language, (n: number) => string> = { EN: (n) => `${n} min`, CN: (n) => `${n}分钟`, TH: (n) => `${n} นาที` };

/** A game's name in a language: "Vietnam lottery · North", "Đà Nẵng · Central", "Quick 5D · 3 min". */
export function gameName(game: GameDef, lang: Language): string {
  const family = FAMILY_NAMES[game.family][lang];
  if (game.schedule.kind === 'interval') return `${family} · ${MINUTES[lang](game.schedule.minutes)}`;
  if (game.family !== 'VN') return family;
  const region = REGION_NAMES[game.region ?? 'NORTH']?.[lang] ?? '';
  return game.region === 'NORTH' ? `${family} · ${region}` : `${game.name} · ${region}`;
}
