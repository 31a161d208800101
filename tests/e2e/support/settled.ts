import type { Page } from 'playwright-core';

/**
 * Waits until the page has loaded and fetched nothing new for `quietMs` — Playwright's `networkidle`, but blind to the
 * app's live subscriptions: those streams stay open as long as the page does, so `networkidle` never comes. A fetch
 * counts when it completes (the browser's resource timing), chunks and GraphQL answers alike.
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction((quiet) => {
    const w = window as unknown as { __settled?: { count: number; since: number } };
    const count = performance.getEntriesByType('resource').length;
    const now = performance.now();
    if (!w.__settled || w.__settled.count !== count) w.__settled = { count, since: now };
    return now - w.__settled.since >= quiet;
  }, quietMs, { timeout: timeoutMs, polling: 100 });
}
