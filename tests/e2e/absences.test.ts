/**
 * Absences in a real browser (issue #16). The demo employee (Eduardo Silva, Operations) asks by keyboard on my-absences
 * for Holidays: two full working days and a morning (2.5 days), counted live with the balance after; the card's
 * "Waiting for a decision" grows by 2.5, as the API's balance does. Through REST the administrator records a colleague's
 * Holidays on the first of those days, and a Sick leave on Eduardo's latest past ABSENT workday, which the Operations
 * manager approves. The manager, on dep-absences, sees the colleague under "Also away in the team" and approves the
 * Holidays (HR still to decide); HR approves both requests at once on absences: the Holidays become approved days of the
 * balance, the engine's sick day becomes ABSENCE and its ABSENT is resolved by itself. A carry-over cap and next year's
 * allowance set through REST show on the card's next year (then restored); the team calendar speaks the approved days.
 * axe runs on my-absences (dialog open), dep-absences and the calendar, photographed at 1280×800 and 390×844 in en and pt.
 */
import { describe, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { addDaysIso, formatDisplayDate as fmt, todayIso } from '../../domain/dates.rules.ts';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const EMPLOYEE = 'Eduardo Silva';
const MANAGER = 'Miguel Costa';
const HOLIDAYS = 1;
const [NEXT_YEAR_DAYS, CAP] = [20, 5];
const COMMENT = `Family trip ${Date.now().toString(36)}`;
const suite = e2eSuite();
const { apiToken, api } = restApi(() => suite.product.apiUrl);

interface Paged<T> { content: T[] }
interface Balance { year: number; allowed: number; carried: number; approved: number; pending: number; remaining: number }
interface Request { id: number; status: string; adminStatus: string; managerStatus: string; numberOfDays: number; absenceTypeId: number }
interface CalendarRow { employeeId: number; name: string; days: string; absences: { validFrom: string; validTo: string }[] }
interface Day { kind: string; inconsistencies: { type: string; status: string; resolution: string | null }[] }

/** "2.5 days", "1 day": the screens' English words for a number of days. */
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** How the team calendar speaks a date in English: "Wednesday, December 2". */
const spoken = (iso: string) => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
/** The figure beside a term of the balance card. */
const figure = (page: Page, term: string) => page.getByRole('region', { name: 'Holiday balance' }).locator('dl > div')
  .filter({ has: page.getByText(term, { exact: true }) }).locator('dd').innerText();
/** The id (or tag, type and words) of the focused element. */
/** the button that opens a date box's calendar (an icon, named by its aria-label) */
const CALENDAR = 'BUTTON button Choose from a calendar';
const focused = (page: Page) => page.evaluate(() => ((el) => el.id || `${el.tagName} ${el.type} ${el.textContent || el.getAttribute('aria-label')}`)(window.document.activeElement as HTMLInputElement));

describe('absences: requested by keyboard, decided by the manager and HR, counted by the engine and the balance', () => {
  let [admin, eduardo] = ['', 0];
  const year = Number(todayIso().slice(0, 4));
  /** the two full days (one period) and the half day (a second period, the morning) */
  let [d1, d2, d3] = ['', '', ''];
  let [colleague, sickDay, sickId, holidayId] = ['', '', 0, 0];
  let requested: Balance;
  const balance = (token: string, y = year) => api<Balance>(token, 'GET', `/employees/${eduardo}/absence-balance?year=${y}`);
  const attendanceDay = async (token: string, date: string) =>
    (await api<{ content: { days: Day[] }[] }>(token, 'GET', `/attendances?from=${date}&to=${date}&employeeId=${eduardo}`)).content[0].days[0];

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    admin = await apiToken('admin@demo.test');
    const found = await api<Paged<{ id: number; name: string; department: { id: number } }>>(admin, 'GET', `/employees?search=${encodeURIComponent(EMPLOYEE)}`);
    const me = found.content.find((e) => e.name === EMPLOYEE);
    assert.ok(me, `${EMPLOYEE} among the demo employees`);
    eduardo = me.id;

    // The coming weeks of Operations in one read: each day's kind (W a working day) and who is already away.
    const from = addDaysIso(todayIso(), 1);
    const to = [addDaysIso(from, 40), `${year}-12-31`].sort()[0];
    const calendar = await api<Paged<CalendarRow>>(admin, 'GET', `/absence-requests/calendar?from=${from}&to=${to}&departmentId=${me.department.id}&size=100`);
    const free = (row: CalendarRow, i: number, date = addDaysIso(from, i)) =>
      row.days[i] === 'W' && !row.absences.some((a) => a.validFrom <= date && date <= a.validTo);
    const mine = calendar.content.find((r) => r.employeeId === eduardo)!;
    const first = [...mine.days].findIndex((_, i) => free(mine, i) && free(mine, i + 1));
    const half = [...mine.days].findIndex((_, i) => i > first + 1 && free(mine, i));
    assert.ok(first >= 0 && half > 0, `two free working days and a third this year for ${EMPLOYEE}: ${mine.days}`);
    [d1, d2, d3] = [addDaysIso(from, first), addDaysIso(from, first + 1), addDaysIso(from, half)];
    const count = (a: string, b: string) => api<{ numberOfDays: number }[]>(admin, 'GET', `/absence-requests/contDaysMult?periodsValidFrom=${a}&periodsValidTo=${b}&employeeId=${eduardo}`);
    assert.deepEqual([(await count(d1, d2))[0].numberOfDays, (await count(d3, d3))[0].numberOfDays], [2, 1], 'the API counts them as working days too');

    // A colleague of Operations (the manager aside) away on the first day: shown to the approvers, never refused.
    const other = calendar.content.find((r) => r.employeeId !== eduardo && r.name !== MANAGER && free(r, first));
    assert.ok(other, 'an Operations colleague free on the first day');
    colleague = other.name;
    await api(admin, 'POST', '/absence-requests/', { requesterId: other.employeeId, absenceTypeId: HOLIDAYS, periods: [{ validFrom: d1, validTo: d1 }] });

    // Eduardo never clocked: his latest past workday is ABSENT. An administrator records a sick leave there (a past
    // absence, out of the holiday balance), which the manager approves through REST; HR decides it on the screen.
    const absent = await api<Paged<{ date: string }>>(admin, 'GET', `/employees/${eduardo}/inconsistencies?status=PENDING&type=ABSENT&size=100`);
    sickDay = absent.content.map((i) => i.date).sort().at(-1)!;
    const day = await attendanceDay(admin, sickDay);
    assert.deepEqual([day.kind, day.inconsistencies.map((i) => [i.type, i.status])], ['WORK', [['ABSENT', 'PENDING']]], `${sickDay} before`);
    const types = await api<Paged<{ id: number; name: string }>>(admin, 'GET', '/absences-types?size=50');
    const sick = types.content.find((x) => x.name === 'Sick leave')!;
    sickId = (await api<Request>(admin, 'POST', '/absence-requests/', { requesterId: eduardo, absenceTypeId: sick.id, periods: [{ validFrom: sickDay, validTo: sickDay }] })).id;
    await api(await apiToken('manager@demo.test'), 'PUT', `/absence-requests/${sickId}`, { managerStatus: 'APPROVED' });
  });

  test('Eduardo asks by keyboard for two days and a morning: 2.5 days counted live, sent, pending for HR and his manager', async () => {
    const { context, page, token } = await suite.signedIn('employee@demo.test');
    const before = await balance(token);
    await page.goto('/my-absences');
    await page.getByRole('heading', { level: 1, name: 'Absences' }).waitFor();
    await page.getByText(`${days(before.remaining)} left to request in ${year}`).waitFor();
    assert.equal(await figure(page, 'Waiting for a decision'), days(before.pending));

    const open = page.getByRole('button', { name: 'New request', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New absence request' });
    await dialog.waitFor();
    const valueIs = (id: string, value: string) => page.waitForFunction(([i, v]) => (window.document.getElementById(i) as HTMLInputElement | null)?.value === v, [id, value]);
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'field-absenceTypeId');
    await page.keyboard.type('Holidays');
    assert.equal(await dialog.getByLabel('Type').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text), 'Holidays');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'field-periods.0.from');
    await page.keyboard.type(fmt(d1));
    await valueIs('field-periods.0.to', fmt(d1)); // a one-day absence is the common case: the end follows the start
    // Each date box is followed by its calendar button (issue #11 item 11): typing stays the quick way.
    for (const stop of [CALENDAR, 'field-periods.0.to']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), stop);
    }
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(fmt(d2));
    for (const stop of [CALENDAR, 'field-periods.0.halfDay', 'BUTTON button Add a period']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), stop);
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.document.activeElement?.id === 'field-periods.1.from'); // the new period takes the focus
    await page.keyboard.type(fmt(d3));
    await valueIs('field-periods.1.to', fmt(d3));
    for (const stop of [CALENDAR, 'field-periods.1.to', CALENDAR, 'field-periods.1.halfDay']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), stop);
    }
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const morning = dialog.getByRole('group', { name: 'Period 2' }).getByRole('radio', { name: 'Morning' });
    assert.ok(await morning.evaluate((el: HTMLInputElement) => el === window.document.activeElement && el.checked), 'the half day is the morning');

    const live = dialog.getByRole('status');
    await live.getByText('2.5 working days', { exact: true }).waitFor();
    await live.getByText(`Balance after this request: ${days(before.remaining - 2.5)}`, { exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'my-absences, the new request dialog with two periods');

    for (const stop of ['BUTTON button Remove period 2', 'BUTTON button Add a period', 'my-abs-comment']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), stop);
    }
    await page.keyboard.type(COMMENT);
    for (const stop of ['BUTTON button Cancel', 'BUTTON submit Send the request']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), stop);
    }
    const sent = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('requestAbsence'));
    await page.keyboard.press('Enter');
    assert.equal((await sent).status(), 200);
    await page.getByText('Your request has been sent.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await open.evaluate((el) => el === window.document.activeElement), 'the focus is back on "New request"');

    const item = page.getByRole('list', { name: 'My requests, newest first' }).getByRole('listitem', { name: 'Holidays' })
      .filter({ hasText: `${fmt(d1)} – ${fmt(d2)}` });
    await item.getByText('Waiting for HR · Waiting for your manager', { exact: true }).waitFor();
    await item.getByText(/^\W*Pending$/).waitFor(); // the pill: a sign for the eye (hidden from readers), then the word
    await item.getByText(`${fmt(d3)}, morning (0.5 days)`).waitFor();
    assert.equal(await item.getByText(/^Days:/).innerText(), 'Days: 2.5 days');
    await page.getByRole('region', { name: 'Holiday balance' }).locator('dd').getByText(days(before.pending + 2.5), { exact: true }).waitFor();
    assert.equal(await figure(page, 'Waiting for a decision'), days(before.pending + 2.5));

    requested = await balance(token);
    assert.deepEqual([requested.pending, requested.remaining, requested.approved], [before.pending + 2.5, before.remaining - 2.5, before.approved]);
    const listed = await api<Paged<Request & { userComment: string }>>(token, 'GET', `/employees/${eduardo}/absence-requests?periodsValidFrom=${d1}&periodsValidTo=${d3}`);
    const made = listed.content.find((r) => r.userComment === COMMENT);
    assert.deepEqual([made?.status, made?.numberOfDays, made?.absenceTypeId], ['PENDING', 2.5, HOLIDAYS]);
    holidayId = made!.id;
    await context.close();
  });

  const holidaysOf = `Holidays, ${EMPLOYEE}, `;

  test('the manager sees the colleague away the same day, approves: "Manager: approved", still pending for HR', async () => {
    const { context, page } = await suite.signedIn('manager@demo.test');
    await page.goto('/dep-absences');
    await page.getByRole('heading', { level: 1, name: 'My departments’ absences' }).waitFor();
    await page.getByRole('tab', { name: 'To decide', selected: true }).waitFor();
    const what = `${holidaysOf}${fmt(d1)}`;
    const details = page.getByRole('button', { name: `Details of ${what}`, exact: true });
    await details.waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'dep-absences, to decide');

    await details.click();
    const dialog = page.getByRole('dialog', { name: what });
    await dialog.getByRole('heading', { name: 'Also away in the team' }).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: `${colleague}, Holidays, ${fmt(d1)} – ${fmt(d1)}` }).getByText('Pending').waitFor();
    await dialog.getByRole('listitem').filter({ hasText: `Requested · ${EMPLOYEE}: Pending` }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Approve ${what}`, exact: true }).click();
    const decide = page.getByRole('dialog', { name: `Approve ${what}` });
    await decide.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Request approved.').waitFor();
    await details.waitFor({ state: 'detached' }); // nothing left for the manager to decide on it

    await page.getByRole('tab', { name: 'All requests' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of ${what}`, exact: true }) });
    await row.getByText('HR: pending · Manager: approved', { exact: true }).waitFor();
    assert.equal(await row.locator('.abs-status').innerText(), 'Pending');
    await context.close();
  });

  test('HR approves both of Eduardo’s requests at once: the Holidays move to approved days, the sick day becomes ABSENCE', async () => {
    const { context, page, token } = await suite.signedIn('admin@demo.test');
    await page.goto('/absences');
    await page.getByRole('heading', { level: 1, name: 'Absences' }).waitFor();
    const choices = [`${holidaysOf}${fmt(d1)}`, `Sick leave, ${EMPLOYEE}, ${fmt(sickDay)}`].map((what) => page.getByRole('checkbox', { name: `Choose ${what}`, exact: true }));
    for (const box of choices) await box.check();
    const bar = page.getByRole('group', { name: 'Decide the chosen requests' });
    await bar.getByText('2 chosen').waitFor();
    await bar.getByRole('button', { name: 'Approve chosen' }).click();
    await page.getByRole('dialog', { name: 'Approve the 2 chosen requests' }).getByRole('button', { name: 'Approve 2', exact: true }).click();
    await page.getByText('2 requests approved.').waitFor();
    for (const box of choices) await box.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'All requests' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of ${holidaysOf}${fmt(d1)}`, exact: true }) });
    await row.getByText('HR: approved · Manager: approved', { exact: true }).waitFor();
    assert.equal(await row.locator('.abs-status').innerText(), 'Approved');

    const holidays = await api<Request>(token, 'GET', `/absence-requests/${holidayId}`);
    assert.deepEqual([holidays.status, holidays.adminStatus, holidays.managerStatus], ['APPROVED', 'APPROVED', 'APPROVED']);
    const now = await balance(token);
    assert.deepEqual([now.approved, now.pending, now.remaining], [requested.approved + 2.5, requested.pending - 2.5, requested.remaining]);
    // Sick leave needs a proof: approved, it waits for it, and already covers the day.
    assert.equal((await api<Request>(token, 'GET', `/absence-requests/${sickId}`)).status, 'PENDING_JUST');
    const day = await attendanceDay(token, sickDay);
    assert.equal(day.kind, 'ABSENCE', `${sickDay} is an absence for the engine`);
    assert.deepEqual(day.inconsistencies.map((i) => [i.type, i.status, i.resolution]), [['ABSENT', 'RESOLVED', 'AUTO']]);
    await context.close();
  });

  test('carry-over: with a cap and next year’s allowance set, the card’s next year shows the days carried', async () => {
    const original = await api<{ carryOverCap: number | null; carryOverExpiresOn: string | null }>(admin, 'GET', '/absence-settings');
    const setting = await api<Paged<{ holidayDays: number | null; bonusDays: number | null }> | null>(admin, 'GET', `/employees-time/employee?employeeId=${eduardo}&yearPeriod=${year + 1}`);
    const was = await balance(admin, year + 1);
    try {
      await api(admin, 'PUT', `/employees-time/employee/${eduardo}/year/${year + 1}`, { holidayDays: NEXT_YEAR_DAYS, bonusDays: 0 });
      await api(admin, 'PUT', '/absence-settings', { carryOverCap: CAP, carryOverExpiresOn: null });
      const { context, page, token } = await suite.signedIn('employee@demo.test');
      const carried = Math.min(CAP, Math.max(0, (await balance(token)).remaining));
      const next = await balance(token, year + 1);
      assert.deepEqual([next.allowed, next.carried], [NEXT_YEAR_DAYS, carried], 'the API carries min(cap, this year’s unused days)');
      await page.goto('/my-absences');
      await page.getByText(`left to request in ${year}`).waitFor();
      await page.getByLabel('Year').selectOption(String(year + 1));
      await page.getByText(`${days(next.remaining)} left to request in ${year + 1}`).waitFor();
      assert.equal(await figure(page, `Allowed in ${year + 1}`), days(NEXT_YEAR_DAYS));
      assert.equal(await figure(page, `Carried from ${year}`), `+ ${days(carried)}`);
      await context.close();
    } finally {
      await api(admin, 'PUT', '/absence-settings', original);
      const [old] = setting?.content ?? [];
      if (old) await api(admin, 'PUT', `/employees-time/employee/${eduardo}/year/${year + 1}`, { holidayDays: old.holidayDays, bonusDays: old.bonusDays });
      else await api(admin, 'DELETE', '/employees-time/employee', { employeeId: eduardo, yearPeriod: year + 1 });
    }
    assert.deepEqual(await balance(admin, year + 1), was, 'the settings are restored');
  });

  /** The team calendar of the month of the request, Eduardo's row shown. */
  async function calendar(page: Page) {
    await page.goto(`/dep-absences?tab=calendar&month=${d1.slice(0, 7)}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${EMPLOYEE}`) }) });
    await row.waitFor();
    return row;
  }

  test('the team calendar speaks Eduardo’s approved days, the morning as half a day', async () => {
    const { context, page } = await suite.signedIn('manager@demo.test');
    const row = await calendar(page);
    await page.getByRole('tab', { name: 'Team calendar', selected: true }).waitFor();
    const cell = (iso: string) => row.getByRole('cell').nth(Number(iso.slice(8)) - 1);
    assert.equal(await cell(d1).innerText(), `${spoken(d1)}: away, Holidays`);
    if (d3.startsWith(d1.slice(0, 7))) assert.equal(await cell(d3).innerText(), `${spoken(d3)}: away, Holidays (half a day)`);
    assert.deepEqual(await seriousViolations(page), [], 'dep-absences, the team calendar');
    await context.close();
  });

  test('screenshots: my-absences and the team calendar, at 1280×800 and 390×844, in en and pt', async () => {
    for (const language of ['en', 'pt'] as const) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        for (const [view, who] of [['my', 'employee@demo.test'], ['calendar', 'manager@demo.test']] as const) {
          const { context, page } = await suite.signedIn(who, viewport);
          await page.evaluate((l) => localStorage.setItem('pontual.locale', l), language);
          if (view === 'calendar') await calendar(page);
          else await page.goto('/my-absences').then(() => page.locator('.my-abs-item').filter({ hasText: fmt(d3) }).waitFor());
          await page.locator(`html[lang="${language}"]`).waitFor();
          await page.screenshot({ path: `${SHOTS}/absences-${view}-${language}-${size}.png`, fullPage: viewport === DESKTOP });
          await context.close();
        }
      }
    }
  });
});
