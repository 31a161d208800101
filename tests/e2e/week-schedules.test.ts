/**
 * Week schedules in a real browser (issue #12): the administrator creates a flexible schedule with a break and an
 * exception day, is refused a break outside the day by the editor itself, sees the week view, assigns the schedule to
 * two employees at once and finds it on the list; the screens pass axe and are photographed in en and pt.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

const NAME = `Flexible office ${Date.now().toString(36)}`;
const suite = e2eSuite();
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

describe('week schedules, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('creates a flexible schedule with a break and an exception day; the editor refuses a break outside the day', async () => {
    await page.goto('/company/week-schedules');
    await page.getByRole('heading', { level: 1, name: 'Week schedules' }).waitFor();
    await page.getByRole('button', { name: 'New week schedule' }).click();
    await page.getByRole('heading', { name: 'New week schedule' }).waitFor();
    await page.getByLabel('Name', { exact: true }).first().fill(NAME);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByLabel(`Type of ${day}`).selectOption('FLEXIBLE');
      await page.getByLabel(`${day}: Arrive from`).fill('07:30');
      await page.getByLabel(`${day}: Arrive by`).fill('10:00');
      await page.getByLabel(`${day}: Leave from`).fill('16:00');
      await page.getByLabel(`${day}: Leave by`).fill('19:30');
      await page.getByLabel(`${day}: Work (minutes)`).fill('480');
      await page.getByLabel(`${day}: Break from`).fill('12:00');
      await page.getByLabel(`${day}: Break until`).fill('14:00');
      await page.getByLabel(`${day}: Break (minutes)`).fill('60');
    }
    // A break the day cannot hold: the server's own rule, in the editor, names the field.
    await page.getByLabel('Friday: Break from').fill('05:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The break must fall within 07:30–19:30.').waitFor();
    await page.getByLabel('Friday: Break from').fill('12:00');

    await page.getByRole('button', { name: 'Add an exception' }).click();
    const exception = page.getByRole('group', { name: 'Exception 1' });
    await exception.getByLabel('Name').fill('Inventory day');
    await exception.getByLabel('From').fill('2026-12-30');
    await exception.getByLabel('To').fill('2026-12-30');
    await exception.getByLabel('Type of Exception 1').selectOption('FREE');
    await exception.getByLabel('Exception 1: Work (minutes)').fill('240');

    // The week view follows what is typed.
    const monday = page.locator('.week-view__row[data-weekday="1"]');
    assert.match(await monday.innerText(), /arrive 07:30–10:00, leave 16:00–19:30, 8h · break 12:00–14:00/);
    assert.equal(await monday.locator('.week-view__band--break').count(), 1);
    assert.match(await page.locator('.week-view__row[data-weekday="0"]').innerText(), /Rest day/);
    await shot(page, 'week-schedule-editor-en-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Week schedules' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    assert.match(await row.innerText(), /1 exception/);
    assert.match(await row.innerText(), /40 h a week/);
  });

  test('assigns it to two employees at once from the editor; the list counts them', async () => {
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: `Week schedule ${NAME}` }).waitFor();
    await page.getByRole('button', { name: 'Assign to employees' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign ${NAME}` });
    for (const person of ['Eduardo Silva', 'Miguel Costa']) {
      await dialog.getByLabel('Find employees').fill(person);
      await dialog.getByRole('checkbox', { name: new RegExp(person) }).check();
    }
    await dialog.getByText('Employees (2 chosen)').waitFor();
    await dialog.getByLabel('From').fill('2026-01-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${NAME} assigned to 2 employees.`).waitFor();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    const listed = page.getByRole('row').filter({ hasText: NAME });
    await listed.getByRole('cell', { name: '2', exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  test("the employee's profile shows it on the Schedules tab, from 05/01/2026", async () => {
    await page.goto(`/company/employees?q=${encodeURIComponent('Eduardo Silva')}`);
    await page.getByRole('link', { name: 'Eduardo Silva', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Eduardo Silva' }).waitFor();
    await page.getByRole('tab', { name: 'Schedules' }).click();
    const assigned = page.getByRole('tabpanel', { name: 'Schedules' }).getByRole('row').filter({ hasText: NAME });
    await assigned.getByRole('cell', { name: '05/01/2026', exact: true }).waitFor();
    assert.equal(await assigned.getByRole('cell').nth(3).textContent(), 'Current');
  });

  test('an overlapping assignment is refused, naming the employee, in Portuguese', async () => {
    const { context: pt, page: p } = await suite.signedIn('admin@demo.test');
    await p.evaluate(() => localStorage.setItem('pontual.locale', 'pt'));
    await p.goto('/company/week-schedules');
    await p.getByRole('heading', { level: 1, name: 'Horários semanais' }).waitFor();
    await p.getByRole('row').filter({ hasText: NAME }).getByRole('button', { name: `Editar ${NAME}` }).click();
    await p.getByRole('button', { name: 'Atribuir a colaboradores' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('Procurar colaboradores').fill('Eduardo Silva');
    await dialog.getByRole('checkbox', { name: /Eduardo Silva/ }).check();
    await dialog.getByLabel('De', { exact: true }).fill('2026-02-01');
    await dialog.getByLabel('Terminar o horário atual na véspera').uncheck();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByRole('alert').filter({ hasText: /Nada foi atribuído\. Eduardo Silva:/ }).waitFor();
    await pt.close();
  });

  test('screenshots: the editor and its week view at 1280×800 and 390×844, in en and pt', async () => {
    for (const [language, label] of [['en', 'Edit'], ['pt', 'Editar']] as const) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context: c, page: p } = await suite.signedIn('admin@demo.test', viewport);
        await p.evaluate((l) => localStorage.setItem('pontual.locale', l), language);
        await p.goto('/company/week-schedules');
        await p.getByRole('row').filter({ hasText: NAME }).getByRole('button', { name: `${label} ${NAME}` }).click();
        await p.locator('.week-view').waitFor();
        await shot(p, `week-schedule-${language}-${size}`);
        await p.locator('.week-view').screenshot({ path: join(ARTIFACTS, `week-view-${language}-${size}.png`) });
        if (size === 'phone') assert.deepEqual(await seriousViolations(p), []);
        await c.close();
      }
    }
  });
});
