/**
 * 英文创业公司/项目名生成: English names put together at random from our own word lists (written for this tool,
 * 2026-11-23), optionally around a keyword. Nothing is checked against trademarks or domains: the page says so.
 */
import { pickOne, type RandomWords } from '../../common/random.js';

export const STYLES = ['blend', 'compound', 'project'] as const;
export type Style = (typeof STYLES)[number];

const ROOTS = [
  'nova',
  'lumen',
  'orbit',
  'pixel',
  'vector',
  'atlas',
  'echo',
  'zen',
  'flux',
  'spark',
  'quanta',
  'aero',
  'terra',
  'sol',
  'luna',
  'vita',
  'nexa',
  'kilo',
  'mira',
  'zephyr',
  'onyx',
  'cobalt',
  'cedar',
  'maple',
  'ember',
  'tide',
  'pulse',
  'vivid',
  'brisk',
  'nimbus',
  'delta',
  'sigma',
  'aria',
  'rune',
  'halo',
  'prism',
  'koi',
  'fable',
];
const SUFFIXES = ['ly', 'ify', 'io', 'ora', 'able', 'wise', 'kit', 'base', 'nest', 'loop', 'lab', 'verse', 'sy', 'ex'];
const ADJECTIVES = [
  'bright',
  'swift',
  'clear',
  'bold',
  'quiet',
  'silver',
  'golden',
  'blue',
  'green',
  'little',
  'true',
  'open',
  'north',
  'deep',
  'rapid',
  'lucky',
  'brave',
  'happy',
  'clever',
  'wild',
];
const NOUNS = [
  'harbor',
  'forge',
  'field',
  'stone',
  'river',
  'bridge',
  'lantern',
  'compass',
  'garden',
  'summit',
  'beacon',
  'anchor',
  'rocket',
  'falcon',
  'fox',
  'owl',
  'whale',
  'bee',
  'pine',
  'peak',
  'wave',
  'spring',
  'canvas',
  'engine',
];
const TAILS = ['Labs', 'Works', 'Studio', 'Systems', 'Collective', 'Co', 'Cloud', 'AI', 'Hub', 'Tech'];
/** Project code names in the style the catalogue describes (泰坦计划 = Project Titan). */
const PROJECT = [
  'Titan',
  'Gemini',
  'Voyager',
  'Nova',
  'Apex',
  'Horizon',
  'Eclipse',
  'Storm',
  'Firework',
  'Flare',
  'Lightning',
  'Stardust',
  'Torch',
  'Flash',
  'Meteor',
  'Aurora',
  'Comet',
  'Pioneer',
  'Orion',
  'Atlas',
  'Phoenix',
  'Zenith',
  'Odyssey',
  'Polaris',
  'Nebula',
  'Vanguard',
  'Quasar',
  'Summit',
  'Tempest',
  'Helix',
];

export const MAX_NAMES = 30;

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** A keyword typed by the visitor: letters only, 2-12 of them, or null. */
export function cleanKeyword(text: string): string | null {
  const w = text.trim().replace(/[^A-Za-z]/g, '');
  return w.length >= 2 && w.length <= 12 ? w.toLowerCase() : null;
}

/** Joins a root and a suffix without a doubled letter at the seam (nova + able → Novable). */
export function blend(root: string, suffix: string): string {
  const vowels = 'aeiouy';
  let r = root;
  if (vowels.includes(r.at(-1)!) && vowels.includes(suffix[0]!)) r = r.slice(0, -1);
  if (r.at(-1) === suffix[0]) r = r.slice(0, -1);
  return cap(r + suffix);
}

function one(style: Style, keyword: string | null, words?: RandomWords): string {
  const pick = <T>(list: readonly T[]) => pickOne(list, words);
  const root = () => (keyword && pick([true, false]) ? keyword : pick(ROOTS));
  if (style === 'blend') return blend(root(), pick(SUFFIXES));
  if (style === 'compound') {
    const form = pick([0, 1, 2]);
    if (form === 0) return cap(pick(ADJECTIVES)) + cap(keyword ?? pick(NOUNS));
    if (form === 1) return `${cap(root())} ${pick(TAILS)}`;
    return cap(keyword ?? pick(ROOTS)) + cap(pick(NOUNS));
  }
  return `Project ${keyword && pick([true, false, false]) ? cap(keyword) : pick(PROJECT)}`;
}

/** `count` distinct names of the style. */
export function makeStartupNames(style: Style, count: number, keyword: string | null, words?: RandomWords): string[] {
  const n = Math.max(1, Math.min(MAX_NAMES, Math.floor(count) || 1));
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < n * 50; tries++) out.add(one(style, keyword, words));
  return [...out];
}
