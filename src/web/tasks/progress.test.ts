import { describe, expect, it } from 'vitest';
import type { TaskView } from '../../common/task-api.js';
import { changed, isFinal, pollDelay, uploadProgress, viewProgress } from './progress.js';

const view = (v: Partial<TaskView>): TaskView => ({ taskId: 'a'.repeat(32), state: 'queued', progress: 0, ...v });

describe('pollDelay', () => {
  it.each([
    [0, 500],
    [1, 750],
    [2, 1125],
    [4, 2531],
    [5, 3797],
    [6, 4000],
    [50, 4000],
  ])('after %i unchanged answers waits %i ms', (n, ms) => expect(pollDelay(n)).toBe(ms));
});

describe('progress over the whole flow', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 10],
    [100, 100, 20],
    [5, undefined, 0],
  ])('upload %i of %s bytes is %i %%', (loaded, total, percent) =>
    expect(uploadProgress(loaded, total)).toEqual({ phase: 'uploading', percent }),
  );

  it.each([
    [view({ state: 'queued', position: 3 }), { phase: 'queued', percent: 20, position: 3 }],
    [view({ state: 'running', progress: 0 }), { phase: 'running', percent: 20 }],
    [view({ state: 'running', progress: 50 }), { phase: 'running', percent: 60 }],
    [view({ state: 'done', progress: 100 }), { phase: 'done', percent: 100 }],
    [view({ state: 'failed', progress: 50, errorCode: 1202 }), { phase: 'failed', percent: 60 }],
    [view({ state: 'gone' }), { phase: 'gone', percent: 20 }],
  ])('%j → %j', (v, expected) => expect(viewProgress(v)).toEqual(expected));
});

describe('changed and isFinal', () => {
  it.each([
    [undefined, view({}), true],
    [view({}), view({}), false],
    [view({ position: 2 }), view({ position: 1 }), true],
    [view({ state: 'running', progress: 10 }), view({ state: 'running', progress: 10 }), false],
    [view({ state: 'running', progress: 10 }), view({ state: 'running', progress: 30 }), true],
  ])('%j then %j: changed %s', (a, b, expected) => expect(changed(a, b)).toBe(expected));

  it.each([
    ['queued', false],
    ['running', false],
    ['done', true],
    ['failed', true],
    ['canceled', true],
    ['gone', true],
  ] as const)('%s final: %s', (state, expected) => expect(isFinal(view({ state }))).toBe(expected));
});
