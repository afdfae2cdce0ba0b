import { describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert, subscribeAlerts } from './alerts.js';

describe('alert service', () => {
  it('shows one message at a time, in order, and resolves each when dismissed', async () => {
    let changes = 0;
    const off = subscribeAlerts(() => changes++);
    expect(currentAlert()).toBeNull();
    const closed: string[] = [];
    void showAlert('first').then(() => closed.push('first'));
    void showAlert('second').then(() => closed.push('second'));
    const first = currentAlert()!;
    expect(first.message).toBe('first');
    expect(currentAlert()).toBe(first); // stable while shown
    dismissAlert(first.id + 100); // not the current one: ignored
    expect(currentAlert()).toBe(first);
    dismissAlert(first.id);
    expect(currentAlert()!.message).toBe('second');
    dismissAlert(currentAlert()!.id);
    expect(currentAlert()).toBeNull();
    await Promise.resolve();
    expect(closed).toEqual(['first', 'second']);
    expect(changes).toBe(3);
    off();
  });
});
