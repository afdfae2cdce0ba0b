/** Checks shared by the shell, home and routes e2e tests: hydration errors, JS chunks, visible text. */
import type { Page } from 'playwright-core';

/**
 * React reports a hydration mismatch as a recoverable error: in a production build the message is
 * minified ("Minified React error #418; visit https://react.dev/errors/418 ..."), so the codes count
 * as well as the words.
 */
const HYDRATION_ERROR =
  /hydrat|react\.dev\/errors\/(418|419|420|421|422|423|425)\b|React error #(418|419|420|421|422|423|425)\b/i;

export interface ErrorWatch {
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** The subset that are hydration errors. */
  hydration: () => string[];
}

/** Starts recording console errors and page errors (call before `goto`). */
export function watchErrors(page: Page): ErrorWatch {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return { errors, hydration: () => errors.filter((e) => HYDRATION_ERROR.test(e)) };
}

/** Records the JavaScript files the page fetches (their URL paths). */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js') || r.request().resourceType() === 'script') scripts.push(url.pathname);
  });
  return scripts;
}

/** Waits until React has hydrated the page: the feedback link only gets its query from an effect. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="feedback-link"][href*="?host="]', { state: 'attached' });
}

/** Runs of Chinese characters in the text a visitor can see. */
export const HAN_RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]+/g;

export async function visibleHan(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(HAN_RUNS) ?? [];
}

/** The vertical centre of an element relative to its scroll container's visible box. */
export async function centreOffset(
  page: Page,
  scroller: string,
  item: string,
): Promise<{ offset: number; scrollTop: number; max: number }> {
  return page.evaluate(
    ([s, i]) => {
      const container = document.querySelector<HTMLElement>(s)!;
      const entry = container.querySelector<HTMLElement>(i)!;
      const c = container.getBoundingClientRect();
      const e = entry.getBoundingClientRect();
      return {
        offset: e.top + e.height / 2 - (c.top + container.clientHeight / 2),
        scrollTop: container.scrollTop,
        max: container.scrollHeight - container.clientHeight,
      };
    },
    [scroller, item] as const,
  );
}
