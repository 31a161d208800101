import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo#2026';

/** Fills the sign-in form as a user would and waits until the app left the sign-in page. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/e-mail or employee code|e-mail ou código|e-mail ou code/i).fill(identifier);
  await page.getByLabel(/^(password|palavra-passe|mot de passe)$/i).fill(password);
  await page.getByRole('button', { name: /^(sign in|entrar|se connecter)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
}

/** The release-news slider opens once per version; tests that are not about it mark it seen. */
export async function markReleaseNewsSeen(page: Page, version: string): Promise<void> {
  await page.addInitScript((v) => localStorage.setItem('pontual.releaseSeen', v), version);
}
