// The employee profile's Schedules tab in the browser (issue #12 item 6): the administrator assigns a week schedule
// to an employee, sees it as current with this week's hours, ends it, and a clashing assignment is refused in words
// naming the period it hits; the tab and its dialog have no serious or critical accessibility violation, and the tab
// fits a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { addDaysIso, formatDisplayDate, todayIso } from '../../domain/dates.rules.ts';
import { ARTIFACTS, DESKTOP, PHONE, e2eSuite } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';
import { settled } from './support/settled.ts';

const suite = e2eSuite();
const EMPLOYEE = 'Eduardo Silva';
const OFFICE = 'Office hours (e2e)';
const SUMMER = 'Summer hours (e2e)';

/** Monday and Sunday of this week, as the tab computes them (the browser and this process share the clock). */
const MONDAY = addDaysIso(todayIso(), -((new Date(`${todayIso()}T00:00:00Z`).getUTCDay() + 6) % 7));
const SUNDAY = addDaysIso(MONDAY, 6);
const show = formatDisplayDate;

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${suite.product.baseUrl}/graphql`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
  });
  const body = await res.json() as { data: T; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

/** A week schedule of 09:00–17:00 with a one-hour break on weekdays, the weekend at rest. */
async function createSchedule(token: string, name: string): Promise<{ id: string; minutes: number }> {
  const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '17:00', breakDuration: 60 };
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, timetable: weekday % 6 === 0 ? { type: 'REST' } : office }));
  const data = await gql<{ createWeekSchedule: { weekSchedule: { id: string; days: Array<{ timetable: { expectedMinutes: number } }> }; userErrors: unknown[] } }>(token,
    `mutation ($input: CreateWeekScheduleInput!) { createWeekSchedule(input: $input) {
      weekSchedule { id days { timetable { expectedMinutes } } } userErrors { field message code } } }`, { input: { schedule: { name, days } } });
  assert.deepEqual(data.createWeekSchedule.userErrors, []);
  return { id: data.createWeekSchedule.weekSchedule.id, minutes: data.createWeekSchedule.weekSchedule.days[1].timetable.expectedMinutes };
}

async function employeeId(token: string, name: string): Promise<number> {
  const data = await gql<{ employees: { edges: Array<{ node: { databaseId: number; name: string } }> } }>(token,
    'query ($search: String) { employees(first: 5, filter: { search: $search }) { edges { node { databaseId name } } } }', { search: name });
  const found = data.employees.edges.find((e) => e.node.name === name);
  assert.ok(found, `${name} is in the demo data`);
  return found.node.databaseId;
}

async function assertAccessible(page: Page, what: string) {
  assert.deepEqual(await seriousViolations(page), [], what);
}

const schedulesTab = (page: Page) => page.getByRole('tabpanel', { name: 'Schedules' });
const row = (page: Page, schedule: string): Locator => schedulesTab(page).getByRole('row').filter({ hasText: schedule });

describe('the Schedules tab of an employee profile, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let hours: string;
  before(async () => {
    let token: string;
    ({ context, page, token } = await suite.signedIn('admin@demo.test'));
    const office = await createSchedule(token, OFFICE);
    await createSchedule(token, SUMMER);
    hours = office.minutes % 60 ? `${Math.floor(office.minutes / 60)} h ${office.minutes % 60}` : `${office.minutes / 60} h`;
    profile = `/company/employees/${await employeeId(token, EMPLOYEE)}`;
  });
  after(async () => context?.close());

  test('assigns a schedule from Monday: it is current, and this week shows its hours on weekdays and rest at the weekend', async () => {
    await page.goto(profile);
    await page.getByRole('heading', { level: 1, name: EMPLOYEE }).waitFor();
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await schedulesTab(page).getByText('No schedule applies today.').waitFor();
    await schedulesTab(page).getByRole('button', { name: 'Assign schedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign a schedule to ${EMPLOYEE}` });
    await dialog.getByLabel('Week schedule').selectOption({ label: OFFICE });
    await dialog.getByLabel('First day').fill(show(MONDAY));
    await assertAccessible(page, 'the assign dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${OFFICE} assigned to ${EMPLOYEE} from ${show(MONDAY)}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const current = schedulesTab(page).getByRole('region', { name: 'Current schedule' });
    await current.getByText(OFFICE, { exact: true }).waitFor();
    await current.getByText(`From ${show(MONDAY)}, until further notice`).waitFor();
    assert.equal(await row(page, OFFICE).getByRole('cell').nth(3).textContent(), 'Current');

    const days = schedulesTab(page).getByRole('region', { name: 'This week' }).getByRole('listitem');
    assert.equal(await days.count(), 7);
    const texts = await days.allTextContents();
    assert.match(texts[0], new RegExp(`^Monday${show(MONDAY)}`));
    for (const text of texts.slice(0, 5)) assert.ok(text.includes(hours) || text.includes('Holiday'), `a weekday expects ${hours}: ${text}`);
    assert.ok(texts.slice(0, 5).some((t) => t.includes(`${hours}09:00–17:00Schedule: ${OFFICE}`)), texts.join(' | '));
    assert.match(texts[6], new RegExp(`^Sunday${show(SUNDAY)}.*Rest day`));
    await assertAccessible(page, 'the Schedules tab');
  });

  test('ends it two weeks on; an assignment inside that period is refused, naming the period it overlaps', async () => {
    const last = addDaysIso(SUNDAY, 14);
    await row(page, OFFICE).getByRole('button', { name: `End ${OFFICE} (from ${show(MONDAY)})` }).click();
    const end = page.getByRole('dialog', { name: `Last day of ${OFFICE} (from ${show(MONDAY)})` });
    await end.getByLabel('Last day').fill(show(last));
    await end.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${OFFICE} now ends on ${show(last)}.`).waitFor();
    await row(page, OFFICE).getByRole('cell', { name: show(last) }).waitFor();
    await schedulesTab(page).getByRole('region', { name: 'Current schedule' }).getByText(`From ${show(MONDAY)} to ${show(last)}`).waitFor();

    await schedulesTab(page).getByRole('button', { name: 'Assign schedule' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign a schedule to ${EMPLOYEE}` });
    await dialog.getByLabel('Week schedule').selectOption({ label: SUMMER });
    await dialog.getByLabel('First day').fill(show(addDaysIso(SUNDAY, 7)));
    assert.equal(await dialog.getByRole('checkbox', { name: 'End the current assignment the day before' }).isChecked(), false, 'no open assignment to end');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    assert.equal(await refusal.textContent(), `The period overlaps the assignment of "${OFFICE}" from ${show(MONDAY)} to ${show(last)}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await row(page, SUMMER).count(), 0, 'nothing was assigned');

    await page.reload();
    await page.getByRole('tab', { name: 'Schedules', selected: true }).waitFor();
    await row(page, OFFICE).getByRole('cell', { name: show(last) }).waitFor();
  });

  test('on a phone the tab fits the screen, and in Portuguese it speaks Portuguese', async () => {
    const phone = await suite.signedIn('admin@demo.test', PHONE);
    try {
      await phone.page.goto(`${profile}?tab=schedules`);
      await row(phone.page, OFFICE).waitFor();
      await settled(phone.page);
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
      await assertAccessible(phone.page, 'the Schedules tab on a phone');
      await phone.page.screenshot({ path: join(ARTIFACTS, 'employee-schedules-en-390.png'), fullPage: true });
      await schedulesTab(phone.page).getByRole('button', { name: 'Assign schedule' }).click();
      await phone.page.getByRole('dialog', { name: `Assign a schedule to ${EMPLOYEE}` }).waitFor();
      await assertAccessible(phone.page, 'the assign dialog on a phone');
      await phone.page.screenshot({ path: join(ARTIFACTS, 'employee-schedules-assign-en-390.png') });
    } finally {
      await phone.context.close();
    }
    for (const [label, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
      const pt = await suite.newPage(viewport);
      try {
        await pt.page.addInitScript(() => localStorage.setItem('pontual.locale', 'pt'));
        await pt.page.goto('/pages/login');
        await pt.page.getByLabel(/e-mail ou código/i).fill('admin@demo.test');
        await pt.page.getByLabel(/^palavra-passe$/i).fill('Demo#2026');
        await pt.page.getByRole('button', { name: /^entrar$/i }).click();
        await pt.page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
        await pt.page.goto(`${profile}?tab=schedules`);
        await pt.page.getByRole('tabpanel', { name: 'Horários' }).getByRole('heading', { name: 'Horário atual' }).waitFor();
        await settled(pt.page);
        await pt.page.screenshot({ path: join(ARTIFACTS, `employee-schedules-pt-${label}.png`), fullPage: true });
      } finally {
        await pt.context.close();
      }
    }
    await page.goto(`${profile}?tab=schedules`);
    await row(page, OFFICE).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'employee-schedules-en-1280.png'), fullPage: true });
  });
});
