/**
 * Tenant texts and banners in a real browser against the running product (issue #18, core §1, §6): the administrator
 * publishes a Portuguese banner for administrators only and sees it in Portuguese; the employee does not; a changed
 * text (`shell:features.clocks` → "Picagens") renames a menu item for everyone, the administrator at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { signIn } from './support/signIn.ts';

const suite = e2eSuite();
const BANNER = 'Fecho do processamento salarial na sexta-feira';

/** A browser in Portuguese, signed in. */
async function inPortuguese(identifier: string, viewport = DESKTOP) {
  const { context, page } = await suite.newPage(viewport);
  await page.goto('/pages/login');
  // The first page after a fresh build can be slow on a busy machine: wait for the form before filling it.
  await page.getByRole('button', { name: /^sign in$/i }).waitFor({ timeout: 120_000 });
  await signIn(page, identifier);
  await page.evaluate(() => localStorage.setItem('pontual.locale', 'pt'));
  await page.reload();
  return { context, page };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('the administrator publishes a pt banner for administrators and changes a menu text; the employee sees only the text', async () => {
  const admin = await inPortuguese('admin@demo.test');
  const page = admin.page;
  await page.goto('/company/texts');
  await page.getByRole('heading', { level: 1, name: 'Textos e avisos' }).waitFor();

  await page.getByRole('button', { name: 'Novo aviso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aviso' });
  await dialog.getByLabel('Texto em Português').fill(BANNER);
  await dialog.getByLabel('Mostrado a').selectOption('ADMINISTRATORS');
  await dialog.getByLabel('Tipo').selectOption('WARNING');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
  const banners = page.getByRole('region', { name: 'Anúncios' });
  await banners.getByRole('status').filter({ hasText: BANNER }).waitFor();
  await page.getByRole('row').filter({ hasText: BANNER }).filter({ hasText: 'Só administradores' }).waitFor();

  await page.getByRole('button', { name: 'Alterar um texto' }).click();
  const textDialog = page.getByRole('dialog', { name: 'Alterar um texto' });
  await textDialog.getByLabel('Chave do texto').fill('shell:features.clocks');
  await textDialog.getByText('Texto original: Marcações').waitFor();
  await textDialog.getByLabel('Novo texto').fill('Picagens');
  await textDialog.getByRole('button', { name: 'Guardar' }).click();
  await textDialog.waitFor({ state: 'detached' });
  await menu(page).getByRole('link', { name: 'Picagens' }).first().waitFor();
  assert.equal(await menu(page).getByRole('link', { name: 'Marcações' }).count(), 0, 'the bundled label is gone from the menu');
  await page.screenshot({ path: join(ARTIFACTS, 'tenant-texts-admin-1280.png') });

  // Reloaded, the text and the banner stay; the banner is dismissed for this account, and stays dismissed.
  await page.reload();
  await menu(page).getByRole('link', { name: 'Picagens' }).first().waitFor();
  await banners.getByRole('button', { name: new RegExp(`^Dispensar: ${BANNER.slice(0, 20)}`) }).click();
  await banners.waitFor({ state: 'detached' });
  await page.reload();
  await menu(page).getByRole('link', { name: 'Picagens' }).first().waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.getByRole('region', { name: 'Anúncios' }).count(), 0, 'a dismissed banner stays dismissed');
  await admin.context.close();

  const employee = await inPortuguese('employee@demo.test', PHONE);
  await employee.page.getByRole('button', { name: /menu/i }).first().click();
  await menu(employee.page).getByRole('link', { name: 'Picagens' }).waitFor();
  await employee.page.waitForTimeout(500);
  assert.equal(await employee.page.getByText(BANNER).count(), 0, 'the administrators\' banner is hidden from the employee');
  assert.equal(await employee.page.getByRole('region', { name: 'Anúncios' }).count(), 0);
  await employee.page.screenshot({ path: join(ARTIFACTS, 'tenant-texts-employee-390.png') });
  await employee.context.close();
});
