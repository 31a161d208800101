import type { Page } from 'playwright-core';

export interface Transfer { js: number; css: number; files: string[] }

/**
 * Counts the bytes of JavaScript and CSS the page downloads (as sent: gzip), from the moment of the call.
 * Read the totals after the page has settled.
 */
export function measureTransfer(page: Page): Transfer {
  const totals: Transfer = { js: 0, css: 0, files: [] };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || response.status() !== 200) return;
    const headers = await response.allHeaders();
    const size = Number(headers['content-length'] ?? (await response.body()).length);
    totals[kind] += size;
    totals.files.push(`${url.pathname} ${size}${headers['content-encoding'] === 'gzip' ? ' (gzip)' : ''}`);
  });
  return totals;
}
