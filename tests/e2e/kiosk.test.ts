/**
 * The shared kiosk in a real browser (issue #13 item 3). The administrator gives the demo employee (Eduardo Silva,
 * E0001) a PIN, opens /kiosk on the tablet and makes it the kiosk, which signs them out of it; a reload stays in kiosk
 * mode. Eduardo types his code and PIN and sees his name and the recorded time until the screen resets; a wrong PIN
 * is refused. A fresh phone holding only the kiosk token works in Portuguese; once the administrator signs the kiosk
 * out, the tablet says so. axe on every screen; photographs at 1280×800 and 390×844 in en and pt into /tmp/shots.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const PIN = '2468';
const suite = e2eSuite();

const { apiToken, api } = restApi(() => suite.product.apiUrl);

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/kiosk-${name}.png` });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const kioskToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('pontual.kiosk') ?? 'null') as { token: string } | null)?.token ?? null);

/** Code on the physical keyboard, PIN on the on-screen keypad, as people do at the door. */
async function enter(page: Page, code: string, pin: string, texts = { next: 'Next', pin: 'Enter your PIN' }) {
  const field = page.locator('#kiosk-code');
  await field.waitFor();
  await field.focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: texts.pin }).waitFor();
  const keypad = page.locator('.kiosk-keypad');
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

/** Clocks with the next type; answers the server's question (a shift not over yet) if it asks one. */
async function clockNext(page: Page, ok: RegExp, yes: string) {
  await page.locator('.kiosk-keypad').getByRole('button', { name: ok }).click();
  const dialog = page.getByRole('alertdialog');
  const result = page.locator('.kiosk-result');
  await Promise.race([dialog.waitFor(), result.waitFor()]);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: yes }).click();
  await result.waitFor();
}

describe('the kiosk', () => {
  let adminToken = '';
  let token = '';
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    adminToken = await apiToken('admin@demo.test');
    const accounts = await api<{ content: Array<{ id: number; employeeCode: string | null }> }>(adminToken, 'GET', '/accounts?search=E0001&size=10');
    const eduardo = accounts.content.find((a) => a.employeeCode === 'E0001');
    assert.ok(eduardo, 'the demo employee\'s account');
    await api(adminToken, 'POST', `/accounts/${eduardo.id}/identification`, { identificationMethod: 'pin', code: PIN });
  });

  describe('on the tablet', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => { ({ context, page } = await suite.signedIn('admin@demo.test', DESKTOP)); });
    after(async () => context?.close());

    test('the administrator makes the tablet the kiosk and is signed out of it; a reload stays in kiosk mode', async () => {
      await page.goto('/kiosk');
      await h1(page, 'Kiosk');
      await page.getByLabel('Name').waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the set-up');
      await shoot(page, 'setup-en-desktop');
      assert.equal(await page.getByLabel(/^Sign me out of this device/).isChecked(), true);
      await page.getByRole('button', { name: 'Use this device as the kiosk' }).click();
      await h1(page, 'Kiosk 1');
      token = (await kioskToken(page)) ?? '';
      assert.match(token, /^kiosk_/);
      assert.equal(await page.evaluate(() => localStorage.getItem('pontual.token')), null, 'the administrator is signed out');
      await page.reload();
      await h1(page, 'Kiosk 1');
      await page.getByRole('heading', { level: 2, name: 'Enter your employee code' }).waitFor();
      assert.equal(await page.getByRole('navigation').count(), 0, 'no menu');
      assert.deepEqual(await seriousViolations(page), [], 'the kiosk');
      await shoot(page, 'code-en-desktop');
    });

    test('Eduardo clocks with E0001 and his PIN: his name and the time, then the screen resets; a wrong PIN is refused', async () => {
      await enter(page, 'E0001', PIN);
      assert.equal(await page.locator('#kiosk-pin').getAttribute('type'), 'password', 'the PIN is masked');
      await shoot(page, 'pin-en-desktop');
      assert.deepEqual(await seriousViolations(page), [], 'the PIN step');
      await clockNext(page, /^OK/, 'Yes, clock');
      const status = page.getByRole('status').filter({ hasText: 'Eduardo Silva' });
      await status.waitFor();
      assert.match(await status.innerText(), /Eduardo Silva\s+Clocked (in|out) at \d{2}:\d{2}/);
      assert.deepEqual(await seriousViolations(page), [], 'the result');
      await shoot(page, 'result-en-desktop');
      await page.getByRole('heading', { level: 2, name: 'Enter your employee code' }).waitFor({ timeout: 8_000 });
      assert.equal(await page.locator('.kiosk-result').count(), 0, 'the screen reset by itself');
      assert.equal(await page.locator('#kiosk-code').inputValue(), '');

      await enter(page, 'E0001', '0000');
      await page.getByRole('button', { name: 'Clock in', exact: true }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal(await alert.innerText(), 'The employee code or the PIN is not correct');
      assert.equal(await page.locator('#kiosk-pin').inputValue(), '', 'the PIN is typed again');
      await shoot(page, 'wrong-pin-en-desktop');
      await page.getByRole('button', { name: 'Not you? Start again' }).click();
    });

    test('in Portuguese on the tablet too', async () => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      await page.getByRole('heading', { level: 2, name: 'Introduza o seu código de colaborador' }).waitFor();
      await shoot(page, 'code-pt-desktop');
      await enter(page, 'E0001', PIN, { next: 'Seguinte', pin: 'Introduza o seu PIN' });
      await shoot(page, 'pin-pt-desktop');
      await clockNext(page, /^OK/, 'Sim, marcar');
      await page.getByRole('status').filter({ hasText: 'Eduardo Silva' }).waitFor();
      assert.match(await page.locator('.kiosk-result').innerText(), /(Entrada|Saída) registada às \d{2}:\d{2}/);
      await shoot(page, 'result-pt-desktop');
      assert.deepEqual(await seriousViolations(page), [], 'the result in pt');
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    });
  });

  describe('on a phone holding only the kiosk token', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      ({ context, page } = await suite.newPage(PHONE));
      await page.addInitScript((t) => localStorage.setItem('pontual.kiosk', JSON.stringify({ token: t, timeZone: null })), token);
    });
    after(async () => context?.close());

    test('it works without any session, in English and in Portuguese', async () => {
      await page.goto('/kiosk');
      await h1(page, 'Kiosk 1');
      assert.equal(await page.evaluate(() => localStorage.getItem('pontual.token')), null);
      await shoot(page, 'code-en-phone');
      await enter(page, 'e0001', PIN);
      await shoot(page, 'pin-en-phone');
      await clockNext(page, /^OK/, 'Yes, clock');
      await page.getByRole('status').filter({ hasText: 'Eduardo Silva' }).waitFor();
      await shoot(page, 'result-en-phone');
      assert.deepEqual(await seriousViolations(page), [], 'the result on a phone');
      await page.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
      await page.getByRole('heading', { level: 2, name: 'Introduza o seu código de colaborador' }).waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the kiosk in pt on a phone');
      await shoot(page, 'code-pt-phone');
      await enter(page, 'E0001', PIN, { next: 'Seguinte', pin: 'Introduza o seu PIN' });
      await shoot(page, 'pin-pt-phone');
      await clockNext(page, /^OK/, 'Sim, marcar');
      await page.getByRole('status').filter({ hasText: 'Eduardo Silva' }).waitFor();
      await shoot(page, 'result-pt-phone');
      await page.getByRole('button', { name: 'Concluído' }).click();
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    });

    test('signed out by the administrator, the kiosk says so at the next clock', async () => {
      await api(adminToken, 'DELETE', '/terminal/1/sign-in');
      await enter(page, 'E0001', PIN);
      await page.getByRole('button', { name: 'Clock in', exact: true }).click();
      await h1(page, 'This kiosk is signed out');
      assert.equal(await kioskToken(page), null, 'the token is dropped');
      assert.deepEqual(await seriousViolations(page), [], 'the signed-out page');
      await shoot(page, 'signed-out-en-phone');
    });
  });
});
