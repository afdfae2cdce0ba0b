import { describe, expect, it } from 'vitest';
import { lookupPhone, normalizePhone, segmentsByCarrier, type PhoneAnswer } from './phone.js';
import { SEGMENTS } from './segments.js';

describe('normalizePhone', () => {
  const rows: [string, string | null][] = [
    ['+86 138-0013-8000', '13800138000'],
    ['008613800138000', '13800138000'],
    ['(010) 1234 5678', '01012345678'],
    ['138abc', null],
    ['', ''],
  ];
  it.each(rows)('%s → %s', (text, out) => expect(normalizePhone(text)).toBe(out));
});

describe('lookupPhone', () => {
  const rows: [text: string, answer: Partial<PhoneAnswer> & Record<string, unknown>][] = [
    ['13800138000', { kind: 'mobile', segment: '138', info: { carrier: 'mobile' }, complete: true }],
    ['+86 186 1234 5678', { kind: 'mobile', segment: '186', info: { carrier: 'unicom' } }],
    ['18912345678', { kind: 'mobile', info: { carrier: 'telecom' } }],
    ['19212345678', { kind: 'mobile', info: { carrier: 'broadnet' } }],
    ['1340', { kind: 'mobile', segment: '1340', info: { carrier: 'mobile' }, complete: false }],
    ['1703', { kind: 'mobile', segment: '1703', info: { carrier: 'mobile', virtual: true } }],
    ['1709', { kind: 'mobile', info: { carrier: 'unicom', virtual: true } }],
    ['1700', { kind: 'mobile', info: { carrier: 'telecom', virtual: true } }],
    ['145', { kind: 'mobile', info: { carrier: 'unicom', data: true } }],
    ['134', { kind: 'mobile', segment: '134', complete: false }], // split segment: needs a fourth digit
    ['13491234567', { kind: 'mobile', segment: '134' }], // satellite, not in our list
    ['010-12345678', { kind: 'landline', areaCode: '010', city: { zh: '北京', en: 'Beijing' } }],
    ['02887654321', { kind: 'landline', areaCode: '028', city: { zh: '成都', en: 'Chengdu' } }],
    ['0755-12345678', { kind: 'landline' }],
    ['120', { kind: 'short', name: { zh: '医疗急救电话', en: 'Ambulance' } }],
    ['', { kind: 'invalid', reason: 'empty' }],
    ['138001380001', { kind: 'invalid', reason: 'length' }],
    ['12abc', { kind: 'invalid', reason: 'chars' }],
    ['11012345678', { kind: 'invalid', reason: 'unknown' }],
    ['88888888', { kind: 'invalid', reason: 'unknown' }],
  ];
  it.each(rows)('%s', (text, answer) => expect(lookupPhone(text)).toMatchObject(answer));
  it('says nothing about the city of an area code outside the ten big cities', () => {
    expect(lookupPhone('0755-12345678')).not.toHaveProperty('city');
    expect(lookupPhone('13491234567')).not.toHaveProperty('info');
  });
});

describe('segments', () => {
  it('are 3 or 4 digits starting with 1, and no 3-digit segment overlaps a 4-digit one', () => {
    for (const k of Object.keys(SEGMENTS)) {
      expect(k).toMatch(/^1\d{2,3}$/);
      if (k.length === 4) expect(SEGMENTS[k.slice(0, 3)]).toBeUndefined();
    }
  });
  it('gives every carrier its segments', () => {
    const t = segmentsByCarrier();
    expect(t.mobile).toContain('139');
    expect(t.unicom).toContain('130');
    expect(t.telecom).toContain('133');
    expect(t.broadnet).toEqual(['192']);
  });
});
