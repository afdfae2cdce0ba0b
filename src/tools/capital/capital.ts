/** 各国首都: the 194 independent countries of world-countries (ODbL) with their capitals, in Chinese and English. */

export const REGIONS = ['Asia', 'Europe', 'Africa', 'Americas', 'Oceania'] as const;
export type Region = (typeof REGIONS)[number];

export interface Country {
  code: string;
  region: Region;
  en: string;
  zh: string;
  /** Several for the countries that have more than one (South Africa), in the same order in both languages. */
  capitalEn: string[];
  capitalZh: string[];
}

/** Parses the data file: `cca3,region,country_en,capital_en,country_zh,capital_zh` rows, `#` comment lines. */
export function parseCountries(csv: string): Country[] {
  const out: Country[] = [];
  for (const [i, raw] of csv.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [code, region, en, capEn, zh, capZh, ...rest] = line.split(',');
    const capitalEn = capEn?.split('/') ?? [];
    const capitalZh = capZh?.split('/') ?? [];
    if (
      rest.length ||
      !code ||
      !/^[A-Z]{3}$/.test(code) ||
      !REGIONS.includes(region as Region) ||
      !en ||
      !zh ||
      !capitalEn.every(Boolean) ||
      capitalEn.length !== capitalZh.length ||
      !capitalZh.every(Boolean)
    )
      throw new Error(`capitals.csv line ${i + 1}: ${line}`);
    out.push({ code, region: region as Region, en, zh, capitalEn, capitalZh });
  }
  return out;
}

/** Found by country or capital, in Chinese (characters, pinyin, initials) or English, or by ISO code. */
export const countryKeys = (c: Country) => [c.zh, ...c.capitalZh, c.en, ...c.capitalEn, c.code];

export async function loadCountries(): Promise<Country[]> {
  const { default: csv } = await import('./data/capitals.csv?raw');
  // Browsed in pinyin order of the Chinese name, as a Chinese reader looks for a country.
  const collator = new Intl.Collator('zh-Hans-CN');
  return parseCountries(csv).sort((a, b) => collator.compare(a.zh, b.zh));
}

/** Countries whose capital needs a word of explanation (several seats, a disputed status). */
export const NOTES: Record<string, { zh: string; en: string }> = {
  BEN: {
    zh: '波多诺伏为宪法规定的首都，政府所在地为科托努。',
    en: 'Porto-Novo is the constitutional capital; the government sits in Cotonou.',
  },
  BOL: {
    zh: '苏克雷为宪法规定的首都，政府所在地为拉巴斯。',
    en: 'Sucre is the constitutional capital; the government sits in La Paz.',
  },
  CIV: {
    zh: '亚穆苏克罗为政治首都，阿比让为经济中心。',
    en: 'Yamoussoukro is the political capital; Abidjan is the economic centre.',
  },
  ISR: {
    zh: '以色列宣布耶路撒冷为首都，但其地位存在国际争议，多数国家的使馆设在特拉维夫。',
    en: 'Israel names Jerusalem its capital; its status is disputed internationally and most embassies are in Tel Aviv.',
  },
  LKA: {
    zh: '科伦坡为商业首都，议会所在地为斯里贾亚瓦德纳普拉科特。',
    en: 'Colombo is the commercial capital; parliament sits in Sri Jayawardenepura Kotte.',
  },
  MYS: {
    zh: '吉隆坡为首都，联邦政府行政中心在布城。',
    en: 'Kuala Lumpur is the capital; the federal government sits in Putrajaya.',
  },
  NLD: {
    zh: '阿姆斯特丹为宪法规定的首都，政府和议会所在地为海牙。',
    en: 'Amsterdam is the constitutional capital; government and parliament sit in The Hague.',
  },
  SWZ: {
    zh: '洛班巴为王室和议会所在地，行政首都为姆巴巴内。',
    en: 'Lobamba is the royal and legislative capital; Mbabane is the administrative capital.',
  },
  TZA: {
    zh: '多多马为法定首都，达累斯萨拉姆为最大城市和经济中心。',
    en: 'Dodoma is the official capital; Dar es Salaam is the largest city and economic centre.',
  },
  ZAF: {
    zh: '南非有三个首都：比勒陀利亚（行政）、布隆方丹（司法）、开普敦（立法）。',
    en: 'South Africa has three capitals: Pretoria (executive), Bloemfontein (judicial) and Cape Town (legislative).',
  },
};
