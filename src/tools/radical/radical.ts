/**
 * 汉字偏旁: each character's radical (部首), its strokes, the character's structure, total strokes and readings,
 * from cnchar and its radical plugin (loaded on first use); and the characters that share a radical.
 */
import type { default as CnChar } from 'cnchar';

export interface CharInfo {
  char: string;
  radical: string;
  radicalStrokes: number;
  structure: string;
  strokes: number;
  readings: string[];
}

export interface RadicalEngine {
  describe(text: string): { found: CharInfo[]; unknown: string[] };
  /** Characters with this radical (in the data's stroke order), or null if it is not a radical. */
  charsOf(radical: string): string[] | null;
  /** Every radical with its stroke count, in stroke order. */
  radicals(): { radical: string; strokes: number }[];
}

const HAN = /\p{Script=Han}/u;

export function createEngine(cnchar: typeof CnChar): RadicalEngine {
  const r = cnchar.radical as unknown as ((
    c: string,
  ) => { radical: string; radicalCount: number; struct: string }[]) & {
    radicalToWord(r: string): { word: string }[];
    isRadical(r: string): boolean;
    getRadicalCount(r: string): number;
    dict: () => Record<string, string>;
  };
  return {
    describe(text) {
      const found: CharInfo[] = [];
      const unknown: string[] = [];
      for (const char of new Set([...text].filter((c) => !/\s/.test(c)))) {
        const info = HAN.test(char) ? r(char)[0] : undefined;
        if (!info || !info.radical || !Number.isFinite(info.radicalCount)) {
          unknown.push(char);
          continue;
        }
        const spell = String(cnchar.spell(char, 'array', 'poly', 'tone', 'low')[0] ?? '');
        found.push({
          char,
          radical: info.radical,
          radicalStrokes: info.radicalCount,
          structure: info.struct,
          strokes: Number(cnchar.stroke(char)),
          readings: spell.replace(/[()]/g, '').split('|').filter(Boolean),
        });
      }
      return { found, unknown };
    },
    charsOf(radical) {
      if (!r.isRadical(radical)) return null;
      return r.radicalToWord(radical).map((w) => w.word);
    },
    radicals() {
      const all: { radical: string; strokes: number }[] = [];
      const seen = new Set<string>();
      for (const c of [
        ...'一丨丶丿乙亅二亠人亻儿入八冂冖冫几凵刀刂力勹匕匚十卜卩厂厶又口囗土士夂夕大女子宀寸小尢尸山巛川工己巾干幺广廴廾弋弓彐彡彳心忄戈户手扌支攴攵文斗斤方日曰月木欠止歹殳毋比毛氏气水氵火灬爪父爻片牙牛牜犬犭玉王瓜瓦甘生用田疋疒癶白皮皿目矛矢石示礻禸禾穴立竹米糸纟缶网罒羊羽老而耒耳聿肉臣自至臼舌舛舟艮色艸艹虍虫血行衣衤西见角言讠谷豆豕豸贝赤走足身车辛辰邑阝酉采里金钅长门阜隹雨青非面革韦音页风飞食饣首香马骨高鬼鱼鸟鹿麦麻黄黑鼎鼓鼠鼻齐齿龙龟',
      ]) {
        if (seen.has(c) || !r.isRadical(c)) continue;
        seen.add(c);
        all.push({ radical: c, strokes: r.getRadicalCount(c) });
      }
      return all.sort((a, b) => a.strokes - b.strokes);
    },
  };
}

export async function loadEngine(): Promise<RadicalEngine> {
  const [{ default: cnchar }, { default: radical }] = await Promise.all([import('cnchar'), import('cnchar-radical')]);
  cnchar.use(radical);
  return createEngine(cnchar);
}
