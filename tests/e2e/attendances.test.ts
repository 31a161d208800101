/**
 * The attendance grid in a real browser (issue #14). Through the REST API the administrator gives the demo employee
 * (Eduardo Silva) a 09:00–18:00 schedule (break 13:00–14:00, 15 minutes of start tolerance) and four clocks on the
 * Tuesday of the week two weeks ago: IN 09:27, OUT 13:00, IN 14:00, OUT 18:00, Lisbon time. On `/attendances` that
 * week, filtered to his department, his Tuesday is spoken as 7:33 worked of 8:00 with one inconsistency; opened with
 * the keyboard, the day shows the four clocks on its timeline and explains the late arrival; Escape closes it and
 * gives the focus back to the day. The grid and the day are photographed at 1280×800 and 390×844 in en and pt.
 * axe runs with every serious rule, label-content-name-mismatch (WCAG 2.5.3) included: a day's name comes from its
 * content (hidden words around the hours shown), and Chromium's own accessibility tree is read to check it is the same
 * sentence as before.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tzOffset } from '@date-fns/tz';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '../../domain/dates.rules.ts';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const ZONE = 'Europe/Lisbon';
const EMPLOYEE = 'Eduardo Silva';
const suite = e2eSuite();
const { apiToken, api } = restApi(() => suite.product.apiUrl);

interface Paged<T> { content: T[] }
interface EmployeeDto { id: number; name: string }

/** The instant a Lisbon wall-clock time denotes, its offset read from the zone's rules at that moment. */
function lisbon(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = tzOffset(ZONE, new Date(wall - tzOffset(ZONE, new Date(wall)) * 60_000));
  return new Date(wall - offset * 60_000).toISOString();
}

/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

/** How the screen writes a date in words (`Intl`, as the users' browsers do): "Tuesday 10 November". */
const words = (iso: string, locale: string, year = false) => new Intl.DateTimeFormat(locale, {
  weekday: 'long', day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC',
}).format(new Date(`${iso}T00:00:00Z`));

/** The name Chromium's accessibility tree gives an element (what a screen reader is told), not Playwright's own reckoning. */
async function chromeName(page: Page, element: Locator): Promise<string | undefined> {
  await element.evaluate((el) => el.setAttribute('data-name-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-name-probe]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return nodes[0]?.name?.value as string | undefined;
  } finally {
    await element.evaluate((el) => el.removeAttribute('data-name-probe'));
    await cdp.detach();
  }
}

/** The words shown in an element, without its visually hidden ones. */
const shownWords = (element: Locator) => element.evaluate((el) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((h) => h.remove());
  return [...copy.children].flatMap((c) => (c.textContent ?? '').split(/\s+/)).filter(Boolean);
});

const CLOCKS = [['IN', '09:27'], ['OUT', '13:00'], ['IN', '14:00'], ['OUT', '18:00']] as const;

describe('attendances, as the administrator', () => {
  let monday = '';
  let tuesday = '';
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiToken('admin@demo.test');
    const found = await api<Paged<EmployeeDto>>(token, 'GET', `/employees?search=${encodeURIComponent(EMPLOYEE)}`);
    const eduardo = found.content.find((e) => e.name === EMPLOYEE);
    assert.ok(eduardo, `${EMPLOYEE} among the demo employees`);

    // The Tuesday of the week two weeks ago, or of an earlier week when that Tuesday is a public holiday.
    const today = todayIso();
    const holidays = new Set<string>();
    for (const year of new Set([today.slice(0, 4), addDaysIso(today, -70).slice(0, 4)])) {
      const listed = await api<Paged<{ holidayDate: string }> | null>(token, 'GET', `/holidays?year=${year}&size=500`);
      for (const h of listed?.content ?? []) holidays.add(h.holidayDate);
    }
    monday = addDaysIso(today, -weekdayIndex(today) - 14);
    while (holidays.has(addDaysIso(monday, 1))) monday = addDaysIso(monday, -7);
    tuesday = addDaysIso(monday, 1);

    const schedule = await api<{ id: number }>(token, 'POST', '/schedules', {
      name: `Attendance e2e ${Date.now().toString(36)}`,
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 || weekday === 6 ? { weekday, type: 'REST' } : {
        weekday, type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60,
        toleranceAfterStart: 15, toleranceBeforeEnd: 15,
      })),
    });
    // From the week before: the demo's office hours, which he works until last Sunday, end the day before.
    await api(token, 'POST', `/employees/${eduardo.id}/schedules`, { scheduleId: schedule.id, validFrom: addDaysIso(monday, -7), endPrevious: true });
    for (const [type, time] of CLOCKS) {
      await api(token, 'POST', '/clocks/admin', { employeeId: eduardo.id, type, instant: lisbon(tuesday, time), comment: 'Attendance e2e', confirmed: true });
    }
    ({ context, page } = await suite.signedIn('admin@demo.test'));
  });
  after(async () => context?.close());

  const row = (p: Page) => p.getByRole('row').filter({ has: p.getByRole('rowheader', { name: new RegExp(`^${EMPLOYEE}`) }) });
  /** Tuesday, the second day of the week: its button in Eduardo's row. */
  const tuesdayCell = (p: Page) => row(p).getByRole('button').nth(1);

  /** The week of the clocks, narrowed to Eduardo's department through the filter (its id lands in the address). */
  async function openWeek(p: Page, department: string) {
    await p.goto(`/attendances?week=${monday}`);
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.locator('#attendance-department').selectOption({ label: department });
    await p.waitForURL((url) => url.searchParams.get('week') === monday && !!url.searchParams.get('department'));
    // The select follows at once; the grid once the department's rows have come (the form is busy until then).
    await p.locator('form[aria-busy="false"]').filter({ has: p.locator('#attendance-department') }).waitFor();
    await row(p).waitFor();
  }

  test('the grid speaks Eduardo’s late Tuesday: 7:33 worked of 8:00 and one inconsistency', async () => {
    await openWeek(page, 'Operations');
    await page.getByRole('heading', { level: 1, name: 'Attendances' }).waitFor();
    assert.match(await page.getByRole('status').filter({ hasText: /^Showing / }).innerText(), /^Showing (\d+) of \1 employees$/);
    const cell = tuesdayCell(page);
    const name = `${words(tuesday, 'en-GB')}: worked 7:33 of 8:00, 1 inconsistency`;
    // The name comes from the content, word for word the sentence the aria-label used to give.
    assert.equal(await cell.getAttribute('aria-label'), null);
    assert.equal(await chromeName(page, cell), name);
    assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, 'the only Tuesday with 7:33 of 8:00 in Operations is Eduardo’s');
    assert.equal(await row(page).getByRole('button', { name, exact: true }).getAttribute('data-col'), '1');
    // What shows without a screen reader: the warning symbol, the hours (part of the name) and the pending count.
    assert.deepEqual(await shownWords(cell), ['!', '7:33', '1']);
    // The payroll period of the week, open or closed.
    await page.getByRole('region', { name: 'Payroll periods' }).getByText(/^Payroll period .+: (Open|Closed)/).first().waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the grid');
  });

  test('opened with the keyboard, the day shows its four clocks and explains the late arrival; Escape gives the focus back', async () => {
    const cell = tuesdayCell(page);
    await cell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${EMPLOYEE} · ${words(tuesday, 'en-GB', true)}` });
    await dialog.waitFor();
    const clocks = dialog.getByRole('list', { name: 'Clocks' }).getByRole('listitem');
    assert.equal(await clocks.count(), 4);
    for (const [i, [type, time]] of CLOCKS.entries()) {
      await clocks.nth(i).getByText(`${type} ${time}`, { exact: true }).waitFor();
    }
    await dialog.getByText(`Times in ${ZONE}.`).waitFor();
    const late = dialog.getByRole('listitem').filter({ has: page.getByText('Late', { exact: true }) });
    assert.equal(await late.count(), 1);
    assert.match(await late.innerText(), /Pending/);
    await late.getByText('Clocked in at 09:27; the day starts at 09:00 with 15 minutes of tolerance').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the day dialog');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await cell.evaluate((el) => el === document.activeElement), 'the focus is back on Tuesday’s cell');
  });

  test('screenshots: the grid and the day, at 1280×800 and 390×844, in en and pt', async () => {
    for (const [language, locale] of [['en', 'en-GB'], ['pt', 'pt-PT']] as const) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await suite.signedIn('admin@demo.test', viewport);
        await page.evaluate((l) => localStorage.setItem('pontual.locale', l), language);
        await openWeek(page, 'Operations');
        const cell = tuesdayCell(page);
        if (language === 'pt') assert.match(await chromeName(page, cell) ?? '', /: trabalhou 7:33 de 8:00, 1 inconsistência$/);
        await cell.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/attendances-grid-${language}-${size}.png`, fullPage: viewport === DESKTOP });
        await cell.click();
        await page.getByRole('dialog', { name: `${EMPLOYEE} · ${words(tuesday, locale, true)}` }).waitFor();
        // The overlay covers the viewport only: a full-page shot would show the page below it uncovered.
        await page.screenshot({ path: `${SHOTS}/attendances-day-${language}-${size}.png` });
        await context.close();
      }
    }
  });
});
