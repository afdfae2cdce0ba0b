import { describe, expect, it } from 'vitest';
import { joinSteps, relate } from './relatives.js';

describe('relate', () => {
  it.each([
    ['爸爸的哥哥', 'male', 'default', ['伯父'], ['侄子']],
    ['妈妈的妈妈', 'male', 'default', ['外婆'], ['外孙']],
    ['妈妈的妈妈', 'female', 'north', ['姥姥'], ['外孙女']],
    ['妈妈的妈妈', 'male', 'guangdong', ['阿婆'], undefined],
    ['爸爸的爸爸', 'male', 'guangdong', ['阿爷'], undefined],
    ['老婆的爸爸', 'male', 'default', ['岳父'], ['女婿']],
    ['我的妈妈的弟弟', 'female', 'default', ['小舅'], ['外甥女']],
  ] as const)('%s (%s, %s)', (text, sex, region, call, calledBy) => {
    const k = relate(text, sex, region)!;
    expect(k.call).toEqual(call);
    if (calledBy) expect(k.calledBy).toEqual(calledBy);
  });
  it('lists every term when the chain is ambiguous', () => {
    expect(relate('爸爸的爸爸的儿子', 'male', 'default')!.call).toEqual(['伯父', '叔叔', '爸爸']);
  });
  it.each(['', '  ', 'xyz', '火星人'])('answers %j with null', (text) => {
    expect(relate(text, 'male', 'default')).toBeNull();
  });
  it('joins tapped steps', () => {
    expect(joinSteps(['爸爸', '妈妈'])).toBe('爸爸的妈妈');
  });
});
