import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, INVALID_TIMESTAMP_MESSAGE } from '../../common/errors.js';
import { alertsAllowedOn, bodyText, describeHttpError, describeNetworkError, OFFLINE_MESSAGE } from './http-errors.js';

describe('describeHttpError', () => {
  it.each(Object.entries(ERROR_CATALOGUE))('known code %s shows its catalogue message', (code, message) => {
    expect(describeHttpError(429, `${code},server words`)).toEqual({ message, known: true, code: Number(code) });
  });

  it('shows [status]body for an unknown code or a body without a code', () => {
    expect(describeHttpError(418, '4242,teapot')).toEqual({ message: '[418]4242,teapot', known: false, code: 4242 });
    expect(describeHttpError(502, 'Bad Gateway')).toEqual({
      message: '[502]Bad Gateway',
      known: false,
      code: undefined,
    });
    expect(describeHttpError(500, '')).toEqual({ message: '[500]', known: false, code: undefined });
    expect(describeHttpError(400, '12a,x').known).toBe(false);
  });

  it('maps a body containing "invalid timestamp" to the clock message', () => {
    expect(describeHttpError(400, '1100,invalid timestamp')).toEqual({
      message: INVALID_TIMESTAMP_MESSAGE,
      known: true,
      code: 1100,
    });
    expect(describeHttpError(400, 'invalid timestamp')).toEqual({
      message: INVALID_TIMESTAMP_MESSAGE,
      known: false,
      code: undefined,
    });
  });

  it('gives the server message when nothing answered', () => {
    expect(describeNetworkError()).toEqual({ message: ERROR_CATALOGUE[1000], known: false });
    expect(describeNetworkError(false)).toEqual({ message: ERROR_CATALOGUE[1000], known: false });
  });

  it('says the feature needs the network when the browser is offline', () => {
    expect(describeNetworkError(true)).toEqual({ message: OFFLINE_MESSAGE, known: false });
  });
});

describe('bodyText', () => {
  it('turns any parsed body back into text', () => {
    expect(bodyText('1,x')).toBe('1,x');
    expect(bodyText({ ret: 1 })).toBe('{"ret":1}');
    expect(bodyText(42)).toBe('42');
    expect(bodyText(undefined)).toBe('');
    expect(bodyText(new TextEncoder().encode('2,y').buffer)).toBe('2,y');
  });
});

describe('alertsAllowedOn', () => {
  it('is off only on localhost', () => {
    expect(alertsAllowedOn('localhost')).toBe(false);
    expect(alertsAllowedOn('127.0.0.1')).toBe(true);
    expect(alertsAllowedOn('tools.example.com')).toBe(true);
  });
});
