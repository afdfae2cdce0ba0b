import { defineMessages } from '../../common/messages.js';

export const messages = defineMessages({
  zh: {
    placeholder: '输入朝代、都城、开国君主或年份：唐、长安、朱元璋、前221、1644',
    years: '年代',
    capital: '都城',
    founder: '建立者',
    span: '约 {n} 年',
    approx: '约',
    inYear: '{year}时的朝代/政权',
    noneInYear: '{year}不在本表的范围内（约前2070年至1911年）',
    all: '全部',
    era先秦: '先秦',
    era秦汉: '秦汉',
    era三国两晋南北朝: '三国两晋南北朝',
    era隋唐五代: '隋唐五代',
    era宋辽金夏元: '宋辽金夏元',
    era明清: '明清',
    none: '没有找到“{q}”',
    source:
      '年代按《现代汉语词典》（第7版）附录《我国历史朝代公元对照简表》（夏、商、西周年代采用夏商周断代工程的成果）；都城和建立者按人教版义务教育教科书《中国历史》整理，不确定的留空。',
  },
  en: {
    placeholder: 'Type a dynasty, capital, founder or year: 唐, 长安, 朱元璋, 221 BC, 1644',
    years: 'Years',
    capital: 'Capital',
    founder: 'Founder',
    span: 'about {n} years',
    approx: 'c.',
    inYear: 'Dynasties and states in {year}',
    noneInYear: '{year} is outside this table (about 2070 BC to 1911)',
    all: 'All',
    era先秦: 'Pre-Qin',
    era秦汉: 'Qin and Han',
    era三国两晋南北朝: 'Three Kingdoms to Northern and Southern',
    era隋唐五代: 'Sui, Tang, Five Dynasties',
    era宋辽金夏元: 'Song, Liao, Jin, Xia, Yuan',
    era明清: 'Ming and Qing',
    none: 'Nothing found for “{q}”',
    source:
      'Years from the table of dynasties in the Contemporary Chinese Dictionary (7th ed.), whose Xia, Shang and Western Zhou dates come from the Xia–Shang–Zhou Chronology Project; capitals and founders as in the PEP school history books, left empty where unsure.',
  },
});
