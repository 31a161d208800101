/**
 * The employee's clock screen in the browser (issue #13 items 4–6), as the demo employee (geo policy overridden off)
 * with a position at Lisbon HQ: clock in and see the state turn; clock in again, answer the server's question; then
 * offline, clock, see it wait on the device, come back online and find it recorded exactly once. Screenshots at
 * desktop and phone sizes in English and Portuguese go to /tmp/shots. Then under the geo policy, as the team leader
 * with a schedule expecting work all day at Lisbon HQ: clock in inside the fence, be refused 2 km away, and confirm an
 * OUT in the middle of the shift.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, e2eSuite, PHONE, VERSION } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';
import { markReleaseNewsSeen, signIn } from './support/signIn.ts';

const SHOTS = '/tmp/shots';
const LISBON_HQ = { latitude: 38.7205, longitude: -9.1456, accuracy: 12 };
const suite = e2eSuite();

/** A signed-in employee whose browser may give its position (near Lisbon HQ). */
async function employeePage(viewport: { width: number; height: number }, locale = 'en-GB'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    viewport, baseURL: suite.product.baseUrl, locale, permissions: ['geolocation'], geolocation: LISBON_HQ,
  });
  const page = await context.newPage();
  await markReleaseNewsSeen(page, VERSION);
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  return { context, page };
}

/** Today's clocks (not the items of a correction trail inside one). */
const today = (page: Page) => page.locator('ol[aria-labelledby="my-clocks-today"] > li');
const state = (page: Page) => page.getByTestId('clock-state');

describe('my clocks, as the demo employee', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ context, page } = await employeePage(DESKTOP));
  });
  after(async () => context?.close());

  test('clocks in, answers the server’s question, and a clock taken offline is sent once when back online', async () => {
    await page.goto('/my-clocks');
    await page.getByRole('heading', { level: 1, name: 'Clocks' }).waitFor();
    await page.getByText('Location: ±12 m').waitFor();
    assert.equal(await state(page).textContent(), 'You are clocked out');
    assert.equal(await today(page).count(), 0);

    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await page.getByText(/^Clocked in at \d{2}:\d{2}\.$/).waitFor();
    assert.match(await state(page).textContent() ?? '', /^You are clocked in since \d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Clock out', exact: true }).waitFor();
    assert.equal(await today(page).count(), 1);
    assert.match(await today(page).first().textContent() ?? '', /^\d{2}:\d{2}InLisbon HQ|^\d{2}:\d{2}InAt a work site/);

    await page.getByRole('button', { name: 'Clock in again' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clock in anyway?' });
    await dialog.getByText('Last clock was IN, clock out first').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the screen with the confirm dialog');
    await page.screenshot({ path: `${SHOTS}/my-clocks-desktop-en-confirm.png` });
    await dialog.getByRole('button', { name: 'Clock in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('ol[aria-labelledby="my-clocks-today"] > li').length === 2);
    assert.match(await state(page).textContent() ?? '', /^You are clocked in since \d{2}:\d{2}$/);
    await page.screenshot({ path: `${SHOTS}/my-clocks-desktop-en.png`, fullPage: true });

    await context.setOffline(true);
    await page.getByText(/^You are offline\./).waitFor();
    await page.getByRole('button', { name: 'Clock in again' }).click();
    // Offline, the device itself asks: the same type twice is known here.
    await page.getByRole('alertdialog', { name: 'Clock in anyway?' }).getByRole('button', { name: 'Clock in' }).click();
    const waiting = page.getByRole('region', { name: 'Today' }).getByText('Waiting to send');
    await waiting.waitFor();
    assert.equal(await today(page).count(), 3);
    assert.match(await state(page).textContent() ?? '', /Waiting to send$/);
    await page.screenshot({ path: `${SHOTS}/my-clocks-desktop-en-offline.png`, fullPage: true });

    await context.setOffline(false);
    await page.getByText('1 clock taken offline has been recorded.').waitFor();
    await waiting.waitFor({ state: 'detached' });
    assert.equal(await today(page).count(), 3);
    assert.match(await today(page).last().textContent() ?? '', /Taken offline/);

    // The server's list, fresh: three clocks, the offline one recorded exactly once.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Clocks' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('ol[aria-labelledby="my-clocks-today"] > li').length > 0);
    assert.equal(await today(page).count(), 3);
    assert.equal(await page.getByText('Waiting to send').count(), 0);
    assert.match(await page.getByText(/^Worked this week: /).textContent() ?? '', /^Worked this week: \d+\sh\s\d{2}\smin$/);
  });

  test('reads well on a phone and in Portuguese (screenshots)', async () => {
    const phone = await employeePage(PHONE);
    await phone.page.goto('/my-clocks');
    await phone.page.getByText('Location: ±12 m').waitFor();
    await phone.page.waitForFunction(() => document.querySelectorAll('ol[aria-labelledby="my-clocks-today"] > li').length === 3);
    const button = await phone.page.getByRole('button', { name: 'Clock out', exact: true }).boundingBox();
    assert.ok(button && button.width >= 300 && button.height >= 80, `a big button on a phone: ${JSON.stringify(button)}`);
    assert.ok(button.y + button.height <= PHONE.height, 'reachable without scrolling');
    assert.equal(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scrolling');
    assert.deepEqual(await seriousViolations(phone.page), [], 'the phone layout');
    await phone.page.screenshot({ path: `${SHOTS}/my-clocks-phone-en.png`, fullPage: true });
    await phone.context.close();

    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const pt = await employeePage(viewport, 'pt-PT');
      await pt.page.goto('/my-clocks');
      await pt.page.getByText('Localização: ±12 m').waitFor();
      await pt.page.getByRole('button', { name: 'Marcar saída', exact: true }).waitFor();
      await pt.page.getByText(/^Tem entrada marcada desde \d{2}:\d{2}$/).waitFor();
      await pt.page.screenshot({ path: `${SHOTS}/my-clocks-${name}-pt.png`, fullPage: true });
      await pt.context.close();
    }
  });
});

describe('my clocks under the geo policy, as the team leader', () => {
  const FAR = { latitude: 38.7385, longitude: -9.1456, accuracy: 10 };
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    // A schedule expecting work all day at Lisbon HQ, so that an OUT now is "during the shift" whatever the hour.
    const { apiToken, api } = restApi(() => suite.product.apiUrl);
    const admin = await apiToken('admin@demo.test');
    const accounts = await api<{ content: { employeeCode: string | null; employeeId: number }[] }>(admin, 'GET', '/accounts?search=T0001&size=10');
    const leader = accounts.content.find((a) => a.employeeCode === 'T0001')!.employeeId;
    const call = (method: string, path: string, body?: unknown) => api<unknown>(admin, method, path, body);
    const sites = await call('GET', '/sites?search=Lisbon') as { content: { id: number; name: string }[] };
    const hq = sites.content.find((x) => x.name === 'Lisbon HQ')!;
    const day = { type: 'FIXED', dayStart: '00:00', dayEnd: '23:59', workLocationIds: [hq.id] };
    const schedule = await call('POST', '/schedules', { name: 'E2E all day at HQ', days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...day })) }) as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    await call('POST', `/employees/${leader}/schedules`, { scheduleId: schedule.id, validFrom: today, endPrevious: true });
    context = await suite.browser.newContext({ viewport: DESKTOP, baseURL: suite.product.baseUrl, locale: 'en-GB', permissions: ['geolocation'], geolocation: LISBON_HQ });
    page = await context.newPage();
    await markReleaseNewsSeen(page, VERSION);
    await page.goto('/pages/login');
    await signIn(page, 'leader@demo.test');
  });
  after(async () => context?.close());

  test('clocks in inside the fence, is refused outside it, and confirms an OUT in the middle of the shift', async () => {
    await page.goto('/my-clocks');
    await page.getByText('Location: ±12 m').waitFor();
    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await page.getByText(/^Clocked in at \d{2}:\d{2}\.$/).waitFor();
    assert.match(await today(page).first().textContent() ?? '', /Lisbon HQ/);

    await context.setGeolocation(FAR);
    await page.getByRole('button', { name: 'Clock out', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /^The clock was not recorded\. You are \d+ m from Lisbon HQ, outside its 150 m area/ }).waitFor();
    assert.equal(await today(page).count(), 1, 'nothing recorded outside the fence');
    assert.match(await state(page).textContent() ?? '', /^You are clocked in since/, 'the optimistic state turned back');

    await context.setGeolocation(LISBON_HQ);
    await page.getByRole('button', { name: 'Clock out', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clock out anyway?' });
    await dialog.getByText('Your expected work lasts until 23:59; confirm to clock out now').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the mid-shift question');
    await dialog.getByRole('button', { name: 'Clock out' }).click();
    await page.getByText(/^Clocked out at \d{2}:\d{2}\.$/).waitFor();
    assert.match(await state(page).textContent() ?? '', /^You are clocked out since \d{2}:\d{2}$/);
    assert.equal(await today(page).count(), 2);
  });
});

