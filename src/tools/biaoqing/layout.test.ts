import { describe, expect, it } from 'vitest';
import { animationFrames, fitCaption, frameTransform, wrap } from './layout.js';
import { TEMPLATES } from './templates.js';

/** Every character 10 px wide at 10 px (width scales with size). */
const measure = (s: string) => [...s].length * 10;
const measureAt = (s: string, px: number) => [...s].length * px;

describe('captions', () => {
  it.each([
    ['我太难了', 100, ['我太难了']],
    ['今天也要开心鸭', 40, ['今天也要', '开心鸭']],
    ['hello world again', 100, ['hello', 'world', 'again']],
    ['hello world', 110, ['hello world']],
    ['第一行\n第二行', 200, ['第一行', '第二行']],
  ])('%j in %i px', (text, max, lines) => expect(wrap(text, max, measure)).toEqual(lines));

  it.each([
    ['短', 400, 100, 40, 1],
    ['这是一段很长很长很长很长很长很长的文字', 400, 100, 36, 2],
  ])('%s fits %i px at %i‰', (text, width, pct, px, lines) => {
    const fit = fitCaption(text, width, pct, measureAt);
    expect(fit.px).toBe(px);
    expect(fit.lines).toHaveLength(lines);
    for (const l of fit.lines) expect(measureAt(l, fit.px)).toBeLessThanOrEqual(width * 0.92);
  });
});

describe('animations', () => {
  it.each([
    ['none', 1],
    ['shake', 8],
    ['pulse', 10],
    ['blink', 2],
  ] as const)('%s has %i frames', (a, n) => expect(animationFrames(a).count).toBe(n));
  it('frames move the picture a little and come back', () => {
    expect(frameTransform('shake', 0)).toEqual({ dx: 0, dy: 0.015, scale: 1, text: true });
    expect(frameTransform('pulse', 0).scale).toBe(1);
    expect(frameTransform('blink', 1).text).toBe(false);
    for (let i = 0; i < 8; i++) expect(Math.abs(frameTransform('shake', i).dx)).toBeLessThanOrEqual(0.03);
  });
});

describe('templates', () => {
  it.each(TEMPLATES.map((t) => [t.id, t]))('%s is an SVG of our own with a caption', (_, t) => {
    expect(t.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(t.svg).not.toMatch(/href=|<image/);
    expect(t.top || t.bottom).not.toBe('');
  });
});
