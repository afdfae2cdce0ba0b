/**
 * The server's work queue as a visitor sees it (issue 12), on a site with no worker free (TASK_WORKERS=0), so
 * a task stays queued for as long as the test needs and no conversion time is spent: the row says its place
 * in the queue, 取消 takes the task back, and a task nobody takes within its time to live ends with the
 * catalogue's 1208 words. The conversions themselves are tested in office-tools.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ERROR_CATALOGUE, ErrorCodes } from '../src/common/errors.js';
import { chineseDocx } from '../src/server/office/fixtures.js';
import { taskMessages } from '../src/web/kit/tasks/messages.js';
import { chooseFiles, newContext, openTool, withSite, type Site, type ViewportName } from './support.js';

const TTL_SECONDS = 6;
let site: Site;
let browser: Browser;
withSite(
  (s, b) => {
    site = s;
    browser = b;
  },
  { TASK_WORKERS: '0', TASK_TTL_SECONDS: String(TTL_SECONDS) },
);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function queueOne(viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await openTool(page, site.url, '/word_2_pdf.html');
  await chooseFiles(page, [{ name: '排队.docx', mimeType: DOCX, buffer: await chineseDocx() }]);
  // Alone in the queue: first place.
  await page.getByText(taskMessages.zh.queuedAt.replace('{n}', '1')).waitFor({ timeout: 30_000 });
  return page;
}

describe('the work queue', () => {
  it('phone: a queued file shows its place, and 取消 takes it back', async () => {
    const page = await queueOne('phone');
    await page.getByTestId('item-cancel').click();
    await expect.poll(() => page.getByTestId('item-error').textContent()).toBe(taskMessages.zh.canceled);
    expect(await page.getByTestId('item-cancel').count()).toBe(0);
    await page.context().close();
  });

  it('desktop: a task nobody takes in time ends with the busy words (1208), and 重试 is offered', async () => {
    const page = await queueOne('desktop');
    await expect
      .poll(() => page.getByTestId('item-error').textContent(), { timeout: (TTL_SECONDS * 3 + 15) * 1000 })
      .toBe(ERROR_CATALOGUE[ErrorCodes.queueTimeout]);
    expect(await page.getByTestId('item-retry').isVisible()).toBe(true);
    await page.context().close();
  });
});
