import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_CLICK_MS, createDoubleClickDetector } from './double-click.js';

describe('double click within 500 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the window is the spec’s 500 ms', () => {
    expect(DOUBLE_CLICK_MS).toBe(500);
  });

  it('a second click within the window is a double click', () => {
    const d = createDoubleClickDetector();
    expect(d.click()).toBe(false);
    vi.advanceTimersByTime(499);
    expect(d.click()).toBe(true);
  });

  it('a second click at or after 500 ms starts over', () => {
    const d = createDoubleClickDetector();
    expect(d.click()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(d.click()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(d.click()).toBe(true);
  });

  it('three quick clicks make one double click; the third starts a new pair', () => {
    const d = createDoubleClickDetector();
    expect([d.click(), d.click(), d.click()]).toEqual([false, true, false]);
    vi.advanceTimersByTime(200);
    expect(d.click()).toBe(true);
  });

  it('dispose forgets a pending click and leaves no timer', () => {
    const d = createDoubleClickDetector();
    d.click();
    expect(vi.getTimerCount()).toBe(1);
    d.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(d.click()).toBe(false);
  });

  it('takes another window', () => {
    const d = createDoubleClickDetector(300);
    d.click();
    vi.advanceTimersByTime(300);
    expect(d.click()).toBe(false);
  });
});
