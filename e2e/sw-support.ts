/** Helpers for the service worker tests (offline, update). */
import type { Page } from 'playwright-core';

/**
 * Evaluates `fn` in the page until it resolves to a truthy value. For asynchronous checks (Cache
 * Storage, the worker registration): `page.waitForFunction` takes a returned promise as truthy at once.
 */
export async function until<A>(
  page: Page,
  fn: (arg: A) => Promise<unknown>,
  arg: A,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(fn as (a: unknown) => Promise<unknown>, arg as unknown)) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${fn.toString().slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
