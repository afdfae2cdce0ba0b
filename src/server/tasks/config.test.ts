import { describe, expect, it } from 'vitest';
import { loadTasksConfig } from './config.js';

describe('daily limits per tool family', () => {
  it.each([
    ['nothing set: each family’s default', {}, { office: 50, speech: 500, ocr: 200 }],
    ['TASK_DAILY_LIMIT: one limit for every family', { TASK_DAILY_LIMIT: '8' }, { office: 8, speech: 8, ocr: 8 }],
    ['0 lifts every limit', { TASK_DAILY_LIMIT: '0' }, { office: 0, speech: 0, ocr: 0 }],
    [
      'a family’s own variable wins',
      { TASK_DAILY_LIMIT: '8', TASK_DAILY_LIMIT_SPEECH: '0', TASK_DAILY_LIMIT_OCR: '30' },
      { office: 8, speech: 0, ocr: 30 },
    ],
    ['only one family set', { TASK_DAILY_LIMIT_OFFICE: '10' }, { office: 10, speech: 500, ocr: 200 }],
  ])('%s', (_, env, limits) => {
    expect(loadTasksConfig(env).dailyLimits).toEqual(limits);
  });

  it.each([
    ['TASK_DAILY_LIMIT', '-1'],
    ['TASK_DAILY_LIMIT_SPEECH', 'lots'],
    ['TASK_DAILY_LIMIT_OCR', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadTasksConfig({ [name]: value })).toThrow(name);
  });
});
