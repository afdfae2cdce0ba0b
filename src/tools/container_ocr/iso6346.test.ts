import { describe, expect, it } from 'vitest';
import {
  findContainerNumber,
  frameDigit,
  iso6346CheckDigit,
  readContainer,
  serialWithoutCheckDigit,
} from './iso6346.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 0.97 }));

describe('iso6346CheckDigit', () => {
  it.each([
    // ISO 6346's worked example (CSQU 305438 3), BIC's own example and a number painted on a door.
    ['CSQU305438', 3],
    ['MSKU907032', 3],
    ['BICU123456', 5],
    ['CSQ305438', null],
    ['CSQA305438', null],
  ])('%s → %s', (first10, digit) => {
    expect(iso6346CheckDigit(first10)).toBe(digit);
  });

  it('never passes a number with one character changed', () => {
    const base = 'CSQU305438';
    const check = iso6346CheckDigit(base);
    for (let i = 4; i < 10; i++) {
      for (let d = 1; d < 10; d++) {
        const wrong = base.slice(0, i) + String((Number(base[i]) + d) % 10) + base.slice(i + 1);
        expect(iso6346CheckDigit(wrong), wrong).not.toBe(check);
      }
    }
  });
});

describe('findContainerNumber', () => {
  it.each([
    [['CSQU 305438 3'], 'CSQU3054383'],
    [['CSQU3054383'], 'CSQU3054383'],
    [['CSQU', '305438 3'], 'CSQU3054383'],
    [['CSQU 3O5438 3'], 'CSQU3054383'],
    [['MAX GROSS 30480 KG'], null],
  ])('%s', (texts, out) => {
    expect(findContainerNumber(lines(...texts))?.value ?? null).toBe(out);
  });
});

describe('readContainer', () => {
  it('reads the number, its parts and the size-type code', () => {
    const f = readContainer(lines('CSQU 305438 3', '22G1', 'MAX GROSS 30,480 KG'));
    expect(f.map((x) => [x.key, x.value, x.status])).toEqual([
      ['number', 'CSQU3054383', 'ok'],
      ['owner', 'CSQ', 'ok'],
      ['category', 'U', 'ok'],
      ['serial', '305438', 'ok'],
      ['checkDigit', '3', 'ok'],
      ['sizeType', '22G1', 'ok'],
    ]);
  });
  it('marks a number whose check digit does not match', () => {
    const f = readContainer(lines('CSQU 305438 4'));
    expect(f.find((x) => x.key === 'number')).toMatchObject({ status: 'failed', note: 'check' });
    expect(f.find((x) => x.key === 'checkDigit')!.status).toBe('failed');
  });
});

describe('the framed check digit', () => {
  const quad = (x: number) =>
    [
      { x, y: 0 },
      { x: x + 100, y: 0 },
      { x: x + 100, y: 40 },
      { x, y: 40 },
    ] as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  const line = (text: string, parts: string[]) => ({
    text,
    confidence: 0.97,
    boxes: parts.map((t, i) => ({ text: t, quad: quad(i * 120) })),
  });

  it('asks for a second look right of the serial only when the digit is missing', () => {
    expect(serialWithoutCheckDigit([line('CSQU 305438', ['CSQU', '305438'])])).toEqual(quad(120));
    expect(serialWithoutCheckDigit([line('CSQU 305438 3', ['CSQU', '305438', '3'])])).toBeNull();
    expect(serialWithoutCheckDigit([line('22G1', ['22G1'])])).toBeNull();
  });

  it.each([
    ['3', '3'],
    ['[3]', '3'],
    ['|3|', '3'],
    ['31', null],
    ['', null],
  ])('reads %s in the frame as %s', (text, digit) => {
    expect(frameDigit(text)).toBe(digit);
  });

  it('completes the number with it, checked like any other', () => {
    const lines = [{ text: 'CSQU 305438', confidence: 0.97 }];
    const frame = (text: string) => ({ text, confidence: 0.99 });
    expect(readContainer(lines, [frame('3')])[0]).toMatchObject({ value: 'CSQU3054383', status: 'ok' });
    expect(readContainer(lines, [frame('5')])[0]).toMatchObject({ value: 'CSQU3054385', status: 'failed' });
    // The first single digit counts, even when a later region would pass the check.
    expect(readContainer(lines, [frame('13'), frame('5'), frame('3')])[0]).toMatchObject({ value: 'CSQU3054385' });
    expect(readContainer(lines)[0]!.status).toBe('missing');
  });
});
