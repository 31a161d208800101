// Insurance and yearly time settings in the browser (issue #18 items 1 and 2), against the running product with demo
// data: a policy created, assigned to two employees at once, seen on a profile, refused deletion while held (no Delete
// offered), emptied and deleted; a holiday year registered, refused in Portuguese the second time, one employee set
// to 22,5 days and still so after a reload.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS } from './support/e2eSuite.ts';
import { settled } from './support/settled.ts';

const POLICY = `Saúde E2E ${Date.now().toString(36)}`;
const YEAR = new Date().getFullYear() + 1;

const suite = e2eSuite();
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const policyRow = (page: Page) => page.getByRole('row').filter({ has: page.locator('strong', { hasText: POLICY }) });

describe('insurance and yearly time, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('creates a policy and assigns it to two employees with "assign to many"', async () => {
    await page.goto('/company/insurance');
    await h1(page, 'Insurance');
    await page.getByRole('button', { name: 'New policy' }).click();
    const form = page.getByRole('dialog', { name: 'New policy' });
    await form.getByLabel('Name', { exact: true }).fill(POLICY);
    await form.getByLabel('Type', { exact: true }).selectOption('HEALTH_INSURANCE');
    await form.getByLabel('Provider', { exact: true }).fill('Fidelidade');
    await form.getByLabel('Valid from', { exact: true }).fill('01/01/2020');
    await form.getByRole('button', { name: 'Save' }).click();
    await policyRow(page).waitFor();
    assert.match(await policyRow(page).innerText(), /Health insurance[\s\S]*From 01\/01\/2020[\s\S]*Active[\s\S]*0 employees/);

    await policyRow(page).getByRole('button', { name: `Holders of ${POLICY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Holders of ${POLICY}` });
    await dialog.getByText('Nobody holds this policy.').waitFor();
    await dialog.getByRole('button', { name: 'Assign to employees' }).click();
    // Ticks survive a new search: one person found by each search, both assigned at once.
    await dialog.getByLabel('Search employees', { exact: true }).fill('Eduardo');
    await dialog.getByRole('checkbox', { name: /Eduardo Silva/ }).check();
    await dialog.getByLabel('Search employees', { exact: true }).fill('Miguel');
    await dialog.getByRole('checkbox', { name: /Miguel Costa/ }).check();
    await dialog.getByText('2 employees selected').waitFor();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText(`${POLICY} assigned to 2 employees.`).waitFor();
    await dialog.getByRole('row', { name: /Eduardo Silva/ }).waitFor();
    await dialog.getByRole('row', { name: /Miguel Costa/ }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await policyRow(page).getByText('2 employees').waitFor();
  });

  test('the employee profile has an Insurance tab listing the policy', async () => {
    await page.goto(`/company/employees?q=${encodeURIComponent('Eduardo Silva')}`);
    await page.getByRole('link', { name: 'Eduardo Silva', exact: true }).click();
    await h1(page, 'Eduardo Silva');
    await page.getByRole('tab', { name: 'Insurance' }).click();
    const table = page.getByRole('table', { name: 'Insurance policies of Eduardo Silva' });
    await table.getByRole('row', { name: new RegExp(POLICY) }).waitFor();
    assert.match(await table.getByRole('row', { name: new RegExp(POLICY) }).innerText(), /Health insurance[\s\S]*Fidelidade[\s\S]*Active/);
  });

  test('a held policy: the delete dialog says so with the count and offers no Delete; emptied, it is deleted', async () => {
    await page.goto('/company/insurance');
    await policyRow(page).getByRole('button', { name: `Delete ${POLICY}` }).click();
    const refused = page.getByRole('alertdialog', { name: `Delete ${POLICY}?` });
    await refused.getByText('Cannot remove an insurance that has employees (2)').waitFor();
    assert.equal(await refused.getByRole('button', { name: 'Delete' }).count(), 0, 'no Delete while held');
    await page.screenshot({ path: join(ARTIFACTS, 'insurance-delete-refused.png') });
    await refused.getByRole('button', { name: 'Close' }).click();

    await policyRow(page).getByRole('button', { name: `Holders of ${POLICY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Holders of ${POLICY}` });
    await dialog.getByRole('button', { name: 'Remove Eduardo Silva from the policy' }).click();
    await dialog.getByRole('row', { name: /Eduardo Silva/ }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Remove Miguel Costa from the policy' }).click();
    await dialog.getByText('Nobody holds this policy.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await policyRow(page).getByText('0 employees').waitFor();

    await policyRow(page).getByRole('button', { name: `Delete ${POLICY}` }).click();
    await page.getByRole('alertdialog', { name: `Delete ${POLICY}?` }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${POLICY} has been deleted.`).waitFor();
    await page.reload();
    await h1(page, 'Insurance');
    await settled(page);
    assert.equal(await policyRow(page).count(), 0, 'gone after a reload');
  });

  test('registers a year, sees the repeat refused in Portuguese, sets one employee to 22,5 days and finds it after a reload', async () => {
    await page.evaluate(() => localStorage.setItem('pontual.locale', 'pt'));
    await page.goto(`/company/yearly-time?year=${YEAR}`);
    await h1(page, 'Dias de férias por ano');
    assert.equal(await page.getByLabel('Ano', { exact: true }).inputValue(), String(YEAR));
    await page.getByText(`Ainda não há configurações para ${YEAR}.`).waitFor();
    const register = page.getByRole('region', { name: `Registar ${YEAR}` });
    await register.getByLabel('Dias de férias', { exact: true }).fill('22');
    await register.getByRole('button', { name: 'Registar o ano para todos os colaboradores ativos' }).click();
    await page.getByText(new RegExp(`${YEAR} registado para \\d+ colaboradores`)).waitFor();
    const eduardo = page.getByRole('row', { name: /Eduardo Silva/ });
    await eduardo.waitFor();

    await register.getByRole('button', { name: 'Registar o ano para todos os colaboradores ativos' }).click();
    await page.getByText('Configuração de férias do ano já registada').waitFor();

    await eduardo.getByRole('button', { name: 'Editar os dias de Eduardo Silva' }).click();
    const dialog = page.getByRole('dialog', { name: `Dias de Eduardo Silva em ${YEAR}` });
    await dialog.getByLabel('Dias de férias', { exact: true }).fill('22,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Dias de Eduardo Silva em ${YEAR} guardados.`).waitFor();
    await page.reload();
    await h1(page, 'Dias de férias por ano');
    await page.getByRole('row', { name: /Eduardo Silva/ }).waitFor();
    assert.match(await page.getByRole('row', { name: /Eduardo Silva/ }).innerText(), /22,5/);
    assert.doesNotMatch(await page.getByRole('row', { name: /Miguel Costa/ }).innerText(), /22,5/);
  });
});
