import { after, before } from 'node:test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './launchBrowser.ts';
import { startProduct, type Product } from './startProduct.ts';

export const VERSION = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * One running product (demo data, its own DATA_DIR) and one Chromium for the test file that calls this at its top
 * level: started before its tests, stopped after them. Read them through the getters once the tests run.
 */
export function e2eSuite(): { readonly product: Product; readonly browser: Browser } {
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
  return {
    get product() { if (!product) throw new Error('the product is not started yet'); return product; },
    get browser() { if (!browser) throw new Error('the browser is not started yet'); return browser; },
  };
}
