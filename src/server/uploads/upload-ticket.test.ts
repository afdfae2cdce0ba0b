import { describe, expect, it } from 'vitest';
import { readUploadTicket, signUploadTicket } from './upload-ticket.js';
import { parseMetadata } from './resumable.js';

const SECRET = 'test-secret';
const KEY = '0123456789abcdef0123456789abcdef';
const good = { visitor: 'alice-visitor-0001', maxBytes: 1000, expiresAtS: 2000, fileKey: KEY };
const ticket = signUploadTicket(SECRET, good);

describe('upload tickets', () => {
  it.each([
    ['ours, before expiry', ticket, 1999, good],
    ['at expiry', ticket, 2000, null],
    ['another secret', signUploadTicket('other', good), 1000, null],
    ['size changed', ticket.replace('.1000.', '.9999.'), 1000, null],
    ['visitor changed', ticket.replace('alice', 'mallo'), 1000, null],
    ['not a file key', signUploadTicket(SECRET, { ...good, fileKey: '../x' }), 1000, null],
    ['too few parts', 'tu1.a.b', 1000, null],
    ['empty', '', 1000, null],
  ])('%s', (_what, t, now, expected) => {
    expect(readUploadTicket(SECRET, t, now)).toEqual(expected);
  });
});

describe('tus Upload-Metadata', () => {
  it.each([
    ['ticket dGljaw==,filename YS5wZGY=', { ticket: 'tick', filename: 'a.pdf' }],
    ['is_confidential', { is_confidential: '' }],
    ['', {}],
    [undefined, {}],
  ])('%s', (header, expected) => {
    expect(parseMetadata(header)).toEqual(expected);
  });
});
