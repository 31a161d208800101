import { after, before } from 'node:test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './launchBrowser.ts';
import { startProduct, type Product } from './startProduct.ts';
import { markReleaseNewsSeen, signIn } from './signIn.ts';

export const VERSION = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * One running product (demo data, its own DATA_DIR) and one Chromium for the test file that calls this at its top
 * level: started before its tests, stopped after them. Read them through the getters once the tests run.
 */
export interface E2eSuite {
  readonly product: Product;
  readonly browser: Browser;
  /** A fresh browser context (en-GB, downloads accepted) on the product; the release news marked seen unless told (`releaseSeen: false`: a browser that never saw Pontual). */
  newPage(viewport?: { width: number; height: number }, opts?: { releaseSeen?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** `newPage`, then signed in through the sign-in form; `token` is the session's token as the app stored it. */
  signedIn(identifier: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; token: string }>;
}

export function e2eSuite(): E2eSuite {
  let product: Product | undefined;
  let browser: Browser | undefined;
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    product = await startProduct();
    browser = await launchBrowser();
  }, { timeout: 300_000 });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });
  const suite: E2eSuite = {
    get product() { if (!product) throw new Error('the product is not started yet'); return product; },
    get browser() { if (!browser) throw new Error('the browser is not started yet'); return browser; },
    async newPage(viewport = DESKTOP, opts = {}) {
      const context = await suite.browser.newContext({ viewport, baseURL: suite.product.baseUrl, locale: 'en-GB', acceptDownloads: true });
      const page = await context.newPage();
      if (opts.releaseSeen !== false) await markReleaseNewsSeen(page, VERSION);
      return { context, page };
    },
    async signedIn(identifier, viewport = DESKTOP) {
      const { context, page } = await suite.newPage(viewport);
      await page.goto('/pages/login');
      await signIn(page, identifier);
      return { context, page, token: await page.evaluate(() => localStorage.getItem('pontual.token') ?? '') };
    },
  };
  return suite;
}
