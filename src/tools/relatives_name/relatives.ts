/** 亲戚关系计算: kinship terms from relationship.js, both directions, with its northern and Guangdong forms. */
import relationship from 'relationship.js';
import modes from 'relationship.js/mode';

export const REGIONS = ['default', 'north', 'guangdong'] as const;
export type Region = (typeof REGIONS)[number];
export type Sex = 'male' | 'female';

relationship.setMode('north', modes.north.data);
relationship.setMode('guangdong', modes.guangdong.data);

/** The steps a visitor taps to build "爸爸的妈妈的…". */
export const STEPS = ['爸爸', '妈妈', '老公', '老婆', '哥哥', '弟弟', '姐姐', '妹妹', '儿子', '女儿'] as const;

export interface Kinship {
  /** What I call them. */
  call: string[];
  /** What they call me. */
  calledBy: string[];
}

/** Joins steps into the library's text: 爸爸的妈妈. */
export function joinSteps(steps: readonly string[]): string {
  return steps.join('的');
}

export function relate(text: string, sex: Sex, region: Region): Kinship | null {
  const t = text.replace(/\s+/g, '').replace(/^我的/, '');
  if (!t) return null;
  const base = { text: t, sex: (sex === 'male' ? 1 : 0) as 0 | 1, ...(region === 'default' ? {} : { mode: region }) };
  const call = relationship(base) as string[];
  const calledBy = relationship({ ...base, reverse: true }) as string[];
  if (call.length === 0 && calledBy.length === 0) return null;
  return { call, calledBy };
}
