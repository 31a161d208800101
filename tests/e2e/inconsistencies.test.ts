/**
 * The inconsistency review in a real browser (issue #15). Through the REST API the administrator records, for the demo
 * employee (Eduardo Silva, Operations, office hours 09:00–18:00 with 15 minutes of tolerance), an IN 45 minutes late and
 * an OUT on the latest past workday where he is ABSENT (in the current payroll period when there is one): the engine
 * raises a pending LATE_CLOCK. Eduardo justifies it on my-inconsistencies by keyboard with a comment and a real PDF; the
 * Operations manager groups dep-inconsistencies by employee, archives two of Eduardo's items by their checkboxes, then
 * the period, the dry run's count checked against the API, the header's badge falling each time; the administrator
 * exports the archived tab and the workbook holds them. axe runs on my-inconsistencies and the grouped view, which is
 * photographed at 1280×800 and 390×844 in en and pt into /tmp/shots.
 */
import { describe, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tzOffset } from '@date-fns/tz';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { DEFAULT_PERIOD_END_DAY, periodOf } from '../../domain/attendance/periods.ts';
import { formatDisplayDate, todayIso } from '../../domain/dates.rules.ts';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const ZONE = 'Europe/Lisbon';
const EMPLOYEE = 'Eduardo Silva';
const PROOF = resolve(import.meta.dirname, 'fixtures/justification-proof.pdf');
const COMMENT = `Medical appointment ${Date.now().toString(36)}`;
const suite = e2eSuite();
const { apiToken, api } = restApi(() => suite.product.apiUrl);

interface Paged<T> { content: T[]; page: { totalElements: number } }
interface Item {
  id: number; date: string; type: string; status: string; resolution: string | null; resolvedBy: { name: string | null } | null;
  employee: { id: number; name: string; departmentName: string | null };
  justification: { justified: boolean; comment: string | null; documentId: number | null; documentName: string | null } | null;
}

/** The instant a Lisbon wall-clock time denotes, its offset read from the zone's rules at that moment. */
function lisbon(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = tzOffset(ZONE, new Date(wall - tzOffset(ZONE, new Date(wall)) * 60_000));
  return new Date(wall - offset * 60_000).toISOString();
}

/** A list's items (a 204 is none) and its total. */
async function listed(token: string, path: string): Promise<{ items: Item[]; total: number }> {
  const page = await api<Paged<Item> | null>(token, 'GET', path);
  return { items: page?.content ?? [], total: page?.page.totalElements ?? 0 };
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);
const badges = (page: Page) => page.getByRole('navigation', { name: 'Waiting for you' });

/** The count of the header's inconsistency badge (the warning-triangle link), once it has come. */
async function badgeCount(page: Page): Promise<number> {
  const link = badges(page).getByRole('link', { name: /^\d+ pending inconsistenc(y|ies)$/ });
  return Number.parseInt((await link.getAttribute('aria-label')) ?? '', 10);
}

/** Waits until the badge says `n` (no badge at all for none). */
async function badgeShows(page: Page, n: number): Promise<void> {
  if (n === 0) return page.getByRole('link', { name: /pending inconsistenc/ }).waitFor({ state: 'detached' });
  await badges(page).getByRole('link', { name: `${n} pending ${plural(n, 'inconsistency', 'inconsistencies')}`, exact: true }).waitFor();
}

describe('inconsistencies: justified by the employee, archived by the manager, exported by the administrator', () => {
  let eduardo = 0;
  let late: Item;
  /** the period the manager reviews: Eduardo's pending days, from the first to the last */
  let from = '';
  let to = '';
  /** the two ABSENT items the manager archives by their checkboxes */
  let chosen: Item[] = [];
  let archivedByPeriod = 0;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await apiToken('admin@demo.test');
    const found = await api<Paged<{ id: number; name: string }>>(admin, 'GET', `/employees?search=${encodeURIComponent(EMPLOYEE)}`);
    eduardo = found.content.find((e) => e.name === EMPLOYEE)?.id ?? 0;
    assert.ok(eduardo, `${EMPLOYEE} among the demo employees`);
    // He never clocked in the demo's two weeks: an ABSENT on each past workday of his office hours (public holidays aside).
    const absent = (await listed(admin, `/employees/${eduardo}/inconsistencies?status=PENDING&type=ABSENT&size=100`)).items;
    assert.ok(absent.length >= 3, `the demo employee's ABSENT days: ${absent.map((i) => i.date)}`);
    const current = periodOf(todayIso(), DEFAULT_PERIOD_END_DAY);
    // Payroll periods are closed by hand only: the current one is open, and a fresh demo closed none before it either.
    const day = absent.find((i) => i.date >= current.start)?.date ?? absent[0].date;
    for (const [type, time] of [['IN', '09:45'], ['OUT', '18:00']] as const) {
      await api(admin, 'POST', '/clocks/admin/', { employeeId: eduardo, type, instant: lisbon(day, time), comment: 'Inconsistencies e2e', confirmed: true });
    }
    // Reading the day recomputes it: the late IN replaces the ABSENT (resolved by itself) with a LATE_CLOCK.
    await api(admin, 'GET', `/attendances?from=${day}&to=${day}&employeeId=${eduardo}`);
    const ofDay = (await listed(admin, `/employees/${eduardo}/inconsistencies?from=${day}&to=${day}`)).items;
    const raised = ofDay.find((i) => i.type === 'LATE_CLOCK');
    assert.ok(raised, `a LATE_CLOCK on ${day}: ${JSON.stringify(ofDay.map((i) => [i.type, i.status]))}`);
    assert.equal(raised.status, 'PENDING');
    assert.deepEqual(ofDay.filter((i) => i.type === 'ABSENT').map((i) => [i.status, i.resolution]), [['RESOLVED', 'AUTO']]);
    late = raised;
    chosen = absent.filter((i) => i.date !== day).slice(-2);
    const dates = absent.map((i) => i.date).sort();
    [from, to] = [dates[0], dates[dates.length - 1]];

    // Eduardo is in the manager's department: his items are in the manager's work list.
    const manager = await apiToken('manager@demo.test');
    const seen = await listed(manager, `/inconsistencies?employeeId=${eduardo}&status=PENDING&from=${from}&to=${to}&size=100`);
    assert.ok(seen.items.some((i) => i.id === late.id) && seen.items.every((i) => i.employee.departmentName === 'Operations'));
  });

  test('Eduardo justifies his late day by keyboard, with a comment and a PDF; the row says so and the API holds the document', async () => {
    const { context, page, token } = await suite.signedIn('employee@demo.test');
    await page.goto('/my-inconsistencies');
    await page.getByRole('heading', { level: 1, name: 'My inconsistencies' }).waitFor();
    const what = `Late, ${formatDisplayDate(late.date)}`;
    const justify = page.getByRole('button', { name: `Justify ${what}`, exact: true });
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of ${what}`, exact: true }) });
    await row.getByText('Clocked in at 09:45; the day starts at 09:00 with 15 minutes of tolerance').waitFor();

    await justify.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Justify: ${what}` });
    await dialog.waitFor();
    const focused = () => page.evaluate(() => {
      const el = window.document.activeElement as HTMLInputElement;
      return el.id || `${el.tagName} ${el.type} ${el.textContent}`;
    });
    await page.keyboard.press('Tab');
    assert.ok(await dialog.getByRole('radio', { name: 'Justified', exact: true }).evaluate((el) => el === window.document.activeElement && (el as HTMLInputElement).checked),
      'the first stop is the decision, "Justified" already chosen');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'field-comment');
    await page.keyboard.type(COMMENT);
    // A file is chosen through the system's picker, which a page cannot drive: Playwright hands the file to the input.
    await dialog.getByLabel('Proof (optional)').setInputFiles(PROOF);
    for (const stop of ['inc-document', 'BUTTON button Cancel', 'BUTTON submit Save']) {
      await page.keyboard.press('Tab');
      assert.equal(await focused(), stop);
    }
    // The decision and its file go as one multipart request (Chromium does not show its body to the page's observers).
    const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'));
    await page.keyboard.press('Enter');
    assert.equal((await saved).status(), 200);
    await page.getByText(`${what}: justified.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Justified', { exact: true }).waitFor();
    await row.getByText('with a document', { exact: true }).waitFor();
    assert.ok(await justify.isVisible(), 'justifying does not archive: the row stays pending');
    assert.deepEqual(await seriousViolations(page), [], 'my-inconsistencies with a justified row');

    const mine = (await listed(token, `/employees/${eduardo}/inconsistencies?from=${late.date}&to=${late.date}&type=LATE_CLOCK`)).items;
    const justification = mine.find((i) => i.id === late.id)?.justification;
    assert.equal(justification?.justified, true);
    assert.equal(justification?.comment, COMMENT);
    assert.equal(justification?.documentName, 'justification-proof.pdf');
    assert.ok(justification?.documentId);
    const document = await fetch(`${suite.product.apiUrl}/inconsistencies/${late.id}/justification/document`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(document.status, 200);
    assert.deepEqual(Buffer.from(await document.arrayBuffer()), readFileSync(PROOF), 'the document kept is the file sent');
    await context.close();
  });

  /** The manager's grouped view of the period, Eduardo's group unfolded (en or pt). */
  async function groupedView(page: Page) {
    await page.goto(`/dep-inconsistencies?from=${from}&to=${to}&group=employee`);
    const group = page.locator('.inc-group').filter({ has: page.getByRole('heading', { level: 2, name: EMPLOYEE }) });
    await group.getByRole('button', { name: new RegExp(`${EMPLOYEE}$`) }).click();
    await group.getByRole('table').getByRole('row').nth(1).waitFor();
    return group;
  }

  test('screenshots: the manager’s grouped view, Eduardo’s group unfolded, at 1280×800 and 390×844, in en and pt', async () => {
    for (const language of ['en', 'pt'] as const) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await suite.signedIn('manager@demo.test', viewport);
        await page.evaluate((l) => localStorage.setItem('pontual.locale', l), language);
        await groupedView(page);
        await page.getByRole('checkbox', { name: language === 'en' ? 'Group by employee' : 'Agrupar por colaborador', checked: true }).waitFor();
        await page.screenshot({ path: `${SHOTS}/inconsistencies-grouped-${language}-${size}.png`, fullPage: viewport === DESKTOP });
        await context.close();
      }
    }
  });

  test('the manager groups by employee, archives two chosen items, then the period: the dry run matches the API, the badge falls', async () => {
    const { context, page, token } = await suite.signedIn('manager@demo.test');
    await page.goto(`/dep-inconsistencies?from=${from}&to=${to}`);
    await page.getByRole('heading', { level: 1, name: 'My departments’ inconsistencies' }).waitFor();
    await badges(page).getByRole('link', { name: /pending inconsistenc/ }).waitFor();
    const before = await badgeCount(page);
    assert.equal(before, (await api<{ count: number }>(token, 'GET', '/inconsistencies/count?status=PENDING')).count, 'the badge is the API’s count');

    await page.getByRole('checkbox', { name: 'Group by employee' }).check();
    await page.waitForURL((url) => url.searchParams.get('group') === 'employee');
    const pending = (await listed(token, `/inconsistencies?employeeId=${eduardo}&status=PENDING&from=${from}&to=${to}`)).total;
    const items = (n: number, verb: string) => `${verb} the ${plural(n, 'inconsistency', `${n} inconsistencies`)} of ${EMPLOYEE}`;
    await page.getByRole('button', { name: items(pending, 'Show'), exact: true }).click();
    const table = page.getByRole('table', { name: `Inconsistencies of ${EMPLOYEE}, newest first` });
    await table.getByRole('row').nth(pending).waitFor();
    await table.getByRole('row').filter({ hasText: 'with a document' }).getByText('Justified', { exact: true }).waitFor();
    const boxes = chosen.map((i) => table.getByRole('checkbox', { name: `Choose Absent, ${formatDisplayDate(i.date)}, Eduardo Silva`, exact: true }));
    for (const box of boxes) await box.check();
    const bar = page.getByRole('group', { name: 'Archive' });
    await bar.getByText('2 chosen').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the grouped view, a group unfolded and two items chosen');

    await bar.getByRole('button', { name: 'Archive chosen' }).click();
    await page.getByRole('alertdialog', { name: 'Archive 2 inconsistencies?' }).getByRole('button', { name: 'Archive 2', exact: true }).click();
    await page.getByText('2 inconsistencies archived.').waitFor();
    await badgeShows(page, before - 2);
    for (const box of boxes) await box.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: new RegExp(`^(Show|Hide) the ${plural(pending - 2, 'inconsistency', `${pending - 2} inconsistencies`)} of ${EMPLOYEE}$`) }).waitFor();
    for (const item of chosen) {
      const now = await api<Item>(token, 'GET', `/inconsistencies/${item.id}`);
      assert.deepEqual([now.status, now.resolution, now.resolvedBy?.name], ['RESOLVED', 'MANUAL', 'Miguel Costa']);
    }

    await bar.getByRole('button', { name: 'Archive a period…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive a period' });
    const counted = dialog.getByText(/^(\d+ pending inconsistenc(y|ies) will be archived|No pending inconsistency in this period)\.$/);
    await counted.waitFor();
    const expected = (await listed(token, `/inconsistencies?status=PENDING&from=${from}&to=${to}&size=1`)).total;
    assert.ok(expected >= pending - 2, `Eduardo’s ${pending - 2} left are among the period’s ${expected}`);
    archivedByPeriod = Number.parseInt(await counted.innerText(), 10);
    assert.equal(archivedByPeriod, expected, 'the dry run counts what the API lists as pending in the period');
    await dialog.getByRole('button', { name: `Archive ${expected}`, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await badgeShows(page, before - 2 - expected);
    assert.equal((await listed(token, `/inconsistencies?status=PENDING&from=${from}&to=${to}`)).total, 0, 'nothing pending is left in the period');
    await page.getByText('No inconsistency matches.').waitFor();
    await context.close();
  });

  test('the administrator exports the archived tab: the workbook holds what the manager archived', async () => {
    const { context, page, token } = await suite.signedIn('admin@demo.test');
    await page.goto('/inconsistencies?tab=archived');
    await page.getByRole('tab', { name: 'Archived', selected: true }).waitFor();
    await page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+$/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    assert.match(download.suggestedFilename(), /^inconsistencies-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as never);
    const sheet = book.getWorksheet('Inconsistencies');
    assert.ok(sheet);
    const [header, ...rows] = sheet.getSheetValues().filter(Boolean).map((r) => (r as ExcelJS.CellValue[]).slice(1));
    assert.deepEqual(header.slice(0, 4), ['Employee', 'Department', 'Date', 'Type']);
    const lines = rows.map((r) => ({
      employee: r[0], date: r[2] instanceof Date ? r[2].toISOString().slice(0, 10) : r[2], type: r[3], status: r[6], by: r[7], justified: r[10], document: r[13],
    }));
    const archived = (await listed(token, '/inconsistencies?status=RESOLVED&size=1')).total;
    assert.equal(lines.length, archived, 'one line per archived inconsistency');
    assert.ok(lines.length >= 2 + archivedByPeriod, `${lines.length} lines, the manager archived ${2 + archivedByPeriod}`);
    for (const item of chosen) {
      assert.deepEqual(lines.filter((l) => l.employee === EMPLOYEE && l.date === item.date && l.type === 'Absent').map((l) => [l.status, l.by]), [['archived', 'Miguel Costa']]);
    }
    assert.deepEqual(lines.filter((l) => l.employee === EMPLOYEE && l.date === late.date && l.type === 'Late').map((l) => [l.status, l.by, l.justified, l.document]),
      [['archived', 'Miguel Costa', 'yes', 'justification-proof.pdf']], 'the justified late day, archived with the period');
    await page.getByText(`${download.suggestedFilename()} downloaded.`).waitFor();
    await context.close();
  });
});
