import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_GAP_MS, ToastQueue, type ToastItem } from './toast-queue.js';

describe('ToastQueue', () => {
  let seen: (string | null)[];
  let queue: ToastQueue;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    queue = new ToastQueue((t: ToastItem | null) => seen.push(t?.message ?? null));
  });
  afterEach(() => {
    queue.dispose();
    vi.useRealTimers();
  });

  it('shows a toast at once and hides it after 3000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    queue.show('用户ID已复制');
    expect(seen).toEqual(['用户ID已复制']);
    vi.advanceTimersByTime(2999);
    expect(queue.shown?.message).toBe('用户ID已复制');
    vi.advanceTimersByTime(1);
    expect(queue.shown).toBeNull();
    expect(seen).toEqual(['用户ID已复制', null]);
  });

  it('honours a custom duration', () => {
    queue.show('a', 1000);
    vi.advanceTimersByTime(999);
    expect(queue.shown?.message).toBe('a');
    vi.advanceTimersByTime(1);
    expect(queue.shown).toBeNull();
  });

  it('shows only one at a time: the next waits until the first has disappeared', () => {
    queue.show('first');
    queue.show('second');
    expect(queue.shown?.message).toBe('first');
    expect(queue.pending).toBe(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(queue.shown).toBeNull();
    vi.advanceTimersByTime(TOAST_GAP_MS);
    expect(queue.shown?.message).toBe('second');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(seen).toEqual(['first', null, 'second', null]);
    // Idle again: a new toast shows immediately.
    vi.advanceTimersByTime(10_000);
    queue.show('third');
    expect(queue.shown?.message).toBe('third');
  });

  it('a toast asked for during the gap waits for the gap to end', () => {
    queue.show('first');
    queue.show('second');
    vi.advanceTimersByTime(TOAST_DURATION_MS + 50);
    queue.show('third');
    expect(queue.shown).toBeNull();
    vi.advanceTimersByTime(TOAST_GAP_MS - 50);
    expect(queue.shown?.message).toBe('second');
    expect(queue.pending).toBe(1);
  });

  it('ignores a message that is already showing or waiting', () => {
    queue.show('copied');
    queue.show('copied');
    queue.show('other');
    queue.show('other');
    expect(queue.pending).toBe(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS + TOAST_GAP_MS + TOAST_DURATION_MS);
    expect(seen).toEqual(['copied', null, 'other', null]);
    // Once gone, the same message may show again.
    queue.show('copied');
    expect(queue.shown?.message).toBe('copied');
  });

  it('ignores empty messages and replaces a non-positive duration by the default', () => {
    queue.show('');
    expect(seen).toEqual([]);
    queue.show('x', 0);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(queue.shown?.message).toBe('x');
  });

  it('dispose stops every timer', () => {
    queue.show('a');
    queue.show('b');
    queue.dispose();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(['a']);
  });
});
