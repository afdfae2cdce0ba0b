import { describe, expect, it } from 'vitest';
import { defaults } from '../../web/kit/options/schema.js';
import { outputName, passwordProblem, permissions, SCHEMA } from './password.js';

describe('passwords', () => {
  it.each([
    ['', '', 'empty'],
    ['abc', 'abd', 'mismatch'],
    ['x'.repeat(128), 'x'.repeat(128), 'too-long'],
    ['密码123', '密码123', null],
  ])('%j / %j → %s', (user, confirm, problem) => expect(passwordProblem(user, confirm)).toBe(problem));
  it('allows everything by default', () => {
    expect(permissions(defaults(SCHEMA))).toEqual({ print: 'full', modify: true, copy: true, annotate: true });
  });
  it.each([
    ['合同.pdf', 'encrypt', '合同-已加密.pdf'],
    ['a.PDF', 'decrypt', 'a-已解密.pdf'],
  ] as const)('%s (%s) → %s', (name, mode, out) => expect(outputName(name, mode)).toBe(out));
});
