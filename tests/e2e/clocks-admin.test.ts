/**
 * The clock screens of administrators and managers in a real browser (issue #13 item 6). The demo employee (Eduardo
 * Silva, Operations, geo policy off) clocks through the REST API; the manager of Operations corrects one of his clocks
 * with a reason on dep-clocks, and Eduardo finds that reason in his own clocks; the administrator filters by employee,
 * deletes a clock with a reason and finds it under "Show deleted clocks", adds a clock after the server's question,
 * and exports. The screens pass axe and are photographed at 1280×800 and 390×844 in en and pt into /tmp/shots.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysIso, formatDisplayDate } from '../../domain/dates.rules.ts';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const CORRECTION = `Forgot to clock ${Date.now().toString(36)}`;
const DELETION = 'Duplicate clock from a double tap';
const suite = e2eSuite();

interface ClockDto { id: number; employeeId: number; type: 'IN' | 'OUT'; date: string; time: string; edits: Array<{ action: string; reason: string; after: { time: string } | null }> }

const { apiToken, api } = restApi(() => suite.product.apiUrl);

/** How a row names a clock in its buttons: "… clock of Eduardo Silva on 23/11/2026 at 09:27". */
const named = (c: Pick<ClockDto, 'type' | 'date' | 'time'>) => `${c.type} clock of Eduardo Silva on ${formatDisplayDate(c.date)} at ${c.time.slice(0, 5)}`;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The list shows what the filters say once their "Loading…" is gone (the previous page stays until then). */
async function filtersApplied(page: Page) {
  await page.getByRole('search').and(page.locator('[aria-busy="false"]')).waitFor();
}

async function shoot(page: Page, name: string, viewport: { width: number }) {
  await page.screenshot({ path: `${SHOTS}/clocks-${name}.png`, fullPage: viewport.width > 600 });
}

describe('clocks, as the manager and the administrator', () => {
  let seeded: ClockDto[] = [];
  let eduardoToken = '';
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    eduardoToken = await apiToken('employee@demo.test');
    for (const type of ['IN', 'OUT', 'IN'] as const) {
      seeded.push(await api<ClockDto>(eduardoToken, 'POST', '/clocks', { type, confirmed: true }));
    }
  });

  test('the manager corrects one of Eduardo’s clocks on dep-clocks, a reason required; the trail says who, when and why', async () => {
    const { context, page } = await suite.signedIn('manager@demo.test');
    await page.goto('/dep-clocks');
    await page.getByRole('heading', { level: 1, name: 'My departments’ clocks' }).waitFor();
    const clock = seeded[2];
    await page.getByRole('button', { name: `Edit the ${named(clock)}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Correct the clock of Eduardo Silva' });
    // Ten minutes earlier (or the day before, just after midnight): never in the future.
    const minutes = Number(clock.time.slice(0, 2)) * 60 + Number(clock.time.slice(3, 5));
    const to = minutes >= 10 ? { date: clock.date, time: hhmm(minutes - 10) } : { date: addDaysIso(clock.date, -1), time: clock.time.slice(0, 5) };
    await dialog.getByLabel('Date').fill(formatDisplayDate(to.date));
    await dialog.getByLabel('Time').fill(to.time);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Say why: it is kept in the trail.').waitFor();
    await dialog.getByLabel('Reason for the correction').fill(CORRECTION);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The clock of Eduardo Silva has been corrected.').waitFor();

    const corrected = { ...clock, ...to };
    const trail = page.getByRole('button', { name: `Trail of the ${named(corrected)}` }).first();
    await trail.click();
    const before = `${to.date === clock.date ? '' : `${formatDisplayDate(clock.date)} `}${clock.time.slice(0, 5)} IN`;
    const now = `${to.date === clock.date ? '' : `${formatDisplayDate(to.date)} `}${to.time} IN`;
    const line = page.getByRole('listitem').filter({ hasText: `Reason: ${CORRECTION}` });
    assert.match(await line.innerText(), new RegExp(`^Corrected by Miguel Costa on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}: ${before} → ${now} — Reason: ${CORRECTION}$`));
    assert.deepEqual(await seriousViolations(page), [], 'dep-clocks with a trail unfolded');
    await shoot(page, 'dep-en-desktop', DESKTOP);
    await context.close();
  });

  test('Eduardo sees the correction and its reason: in his clocks’ API and on his own clocks screen', async () => {
    const mine = await api<{ content: ClockDto[] }>(eduardoToken, 'GET', '/clocks?size=50');
    const clock = mine.content.find((c) => c.id === seeded[2].id);
    assert.ok(clock);
    assert.deepEqual(clock.edits.map((e) => [e.action, e.reason]), [['EDIT', CORRECTION]]);

    const { context, page } = await suite.signedIn('employee@demo.test');
    await page.goto('/my-clocks');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const details = page.locator('details', { hasText: CORRECTION }).first();
    await details.locator('summary').click();
    await details.getByText(CORRECTION, { exact: false }).waitFor();
    await context.close();
  });

  describe('as the administrator', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
    after(async () => context?.close());

    test('filters by employee, deletes a clock with a reason and finds it under “Show deleted clocks”', async () => {
      await page.goto('/clocks');
      await page.getByRole('heading', { level: 1, name: 'Clocks' }).waitFor();
      await page.getByRole('combobox', { name: 'Employee' }).fill('Eduardo');
      await page.getByRole('option', { name: /Eduardo Silva/ }).click();
      await page.waitForURL(/employee=/);
      await filtersApplied(page);
      const table = page.getByRole('table', { name: 'Clocks, newest first' });
      await page.getByText('Showing 3 of 3').waitFor();
      assert.equal(await table.getByRole('link', { name: 'Eduardo Silva' }).count(), 3);

      const out = seeded[1];
      await page.getByRole('button', { name: `Delete the ${named(out)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete the clock of Eduardo Silva?' });
      await dialog.getByLabel('Reason for the deletion').fill(DELETION);
      await dialog.getByRole('button', { name: 'Delete the clock' }).click();
      await page.getByText('The clock of Eduardo Silva has been deleted.').waitFor();
      await page.getByText('Showing 2 of 2').waitFor();
      assert.equal(await page.getByRole('button', { name: `Delete the ${named(out)}` }).count(), 0);

      await page.getByRole('checkbox', { name: 'Show deleted clocks' }).check();
      await page.waitForURL(/deleted=1/);
      await filtersApplied(page);
      const deleted = table.getByRole('row').filter({ hasText: 'Deleted' });
      await deleted.waitFor();
      await deleted.getByRole('button', { name: `Trail of the ${named(out)}` }).click();
      const line = page.getByRole('listitem').filter({ hasText: `Reason: ${DELETION}` });
      assert.match(await line.innerText(), new RegExp(`^Deleted by Ana Ferreira on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} — Reason: ${DELETION}$`));
      assert.equal(await deleted.getByRole('button', { name: /^Edit / }).count(), 0, 'a deleted clock is not corrected');
      assert.deepEqual(await seriousViolations(page), [], 'clocks filtered, with deleted ones and a trail');
    });

    test('adds a clock for Eduardo: the server asks about an IN after an IN, and it is recorded once confirmed', async () => {
      await page.getByRole('button', { name: 'Add clock' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a clock' });
      await dialog.getByRole('combobox', { name: 'Employee' }).fill('Eduardo');
      await dialog.getByRole('option', { name: /Eduardo Silva/ }).click();
      await dialog.getByLabel('Why it is recorded for the employee').fill('Badge reader down at the entrance');
      assert.deepEqual(await seriousViolations(page), [], 'the add dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const question = page.getByRole('alertdialog', { name: 'Record it anyway?' });
      await question.getByText('Last clock was IN, clock out first').waitFor();
      await question.getByRole('button', { name: 'Record anyway' }).click();
      await page.getByText(/^IN recorded for Eduardo Silva on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}\.$/).waitFor();
      const first = page.getByRole('table', { name: 'Clocks, newest first' }).getByRole('row').nth(1);
      assert.match(await first.innerText(), /Manual entry/);
      assert.match(await first.innerText(), /Administrative/);
    });

    test('exports what the filters show as a workbook', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
      assert.match(download.suggestedFilename(), /\.xlsx$/);
      await page.getByText(/downloaded\.$/).waitFor();
    });
  });

  test('screenshots: the list with a trail, the correction dialog and the profile’s Clocks tab, at 1280×800 and 390×844, in en and pt', async () => {
    const eduardo = seeded[0].employeeId;
    for (const [language, texts] of [['en', { trail: 'Trail of the', edit: 'Edit the', tab: 'Clocks' }], ['pt', { trail: 'Histórico da marcação', edit: 'Editar a marcação', tab: 'Marcações' }]] as const) {
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await suite.signedIn('admin@demo.test', viewport);
        await page.evaluate((l) => localStorage.setItem('pontual.locale', l), language);
        await page.goto('/clocks?deleted=1');
        await page.getByRole('table').waitFor();
        await page.getByRole('button', { name: new RegExp(`^${texts.trail}`) }).nth(2).click();
        await shoot(page, `list-${language}-${size}`, viewport);
        if (language === 'en') assert.deepEqual(await seriousViolations(page), [], `the list at ${size}`);
        await page.getByRole('button', { name: new RegExp(`^${texts.edit}`) }).first().click();
        await page.getByRole('dialog').waitFor();
        await shoot(page, `edit-${language}-${size}`, viewport);
        await page.goto(`/company/employees/${eduardo}?tab=clocks`);
        await page.getByRole('tab', { name: texts.tab, selected: true }).waitFor();
        await page.getByRole('tabpanel', { name: texts.tab }).getByRole('table').waitFor();
        await shoot(page, `profile-${language}-${size}`, viewport);
        if (language === 'en' && size === 'desktop') assert.deepEqual(await seriousViolations(page), [], 'the profile’s Clocks tab');
        await context.close();
      }
    }
  });
});
