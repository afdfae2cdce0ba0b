/** 历史朝代: the dynasty table (data/dynasties.csv) and which dynasties stood in a given year. */

export const ERAS = ['先秦', '秦汉', '三国两晋南北朝', '隋唐五代', '宋辽金夏元', '明清'] as const;
export type Era = (typeof ERAS)[number];

export interface Dynasty {
  name: string;
  /** Historians' years: -221 is 前221年; there is no year 0. */
  start: number;
  end: number;
  /** The start year is approximate (约). */
  approx: boolean;
  era: Era;
  capitals: string[];
  founder?: string;
  note?: string;
}

/** Parses the data file: `name,start,end,era,capital,founder,note` rows, `#` comment lines. */
export function parseDynasties(csv: string): Dynasty[] {
  const out: Dynasty[] = [];
  for (const [i, raw] of csv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [name, start, end, era, capital, founder, note, ...rest] = line.split(',');
    const approx = start?.startsWith('~') ?? false;
    const from = Number(start?.replace('~', ''));
    const to = Number(end);
    if (
      rest.length ||
      !name ||
      note === undefined ||
      !Number.isInteger(from) ||
      !Number.isInteger(to) ||
      from === 0 ||
      to === 0 ||
      from > to ||
      !ERAS.includes(era as Era)
    )
      throw new Error(`dynasties.csv line ${i + 1}: ${line}`);
    out.push({
      name,
      start: from,
      end: to,
      approx,
      era: era as Era,
      capitals: capital ? capital.split('→') : [],
      ...(founder ? { founder } : {}),
      ...(note ? { note } : {}),
    });
  }
  return out;
}

export async function loadDynasties(): Promise<Dynasty[]> {
  const { default: csv } = await import('./data/dynasties.csv?raw');
  return parseDynasties(csv);
}

export const dynastyKeys = (d: Dynasty) => [d.name, ...d.capitals, ...(d.founder ? [d.founder] : [])];

/** "前221年" / "1368年" (zh) or "221 BC" / "AD 1368" (en). */
export function formatYear(year: number, lang: 'zh' | 'en'): string {
  if (lang === 'zh') return year < 0 ? `前${-year}年` : `${year}年`;
  return year < 0 ? `${-year} BC` : `AD ${year}`;
}

/**
 * Reads a typed year: "前221", "公元前221年", "-221", "221 BC", "1368", "公元1368年". Returns null for anything
 * else, and for year 0, which the calendar does not have.
 */
export function parseYear(text: string): number | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let match = /^(?:公元)?前\s?(\d{1,4})年?$/.exec(t) ?? /^(\d{1,4}) ?(?:BC|BCE|B\.C\.)$/i.exec(t);
  if (match) return Number(match[1]) === 0 ? null : -Number(match[1]);
  match = /^(?:公元)?(-?\d{1,4})年?$/.exec(t) ?? /^(?:AD ?)?(\d{1,4}) ?(?:AD|CE)?$/i.exec(t);
  if (match) return Number(match[1]) === 0 ? null : Number(match[1]);
  return null;
}

/** The dynasties that stood in `year` (both ends included), earliest first. */
export function dynastiesIn(dynasties: readonly Dynasty[], year: number): Dynasty[] {
  return dynasties.filter((d) => d.start <= year && year <= d.end).sort((a, b) => a.start - b.start);
}

/** Length in years, counting across the missing year 0. */
export function span(d: Dynasty): number {
  return d.end - d.start - (d.start < 0 && d.end > 0 ? 1 : 0);
}
