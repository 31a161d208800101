/**
 * My profile in the browser (issue #11 item 5), as the demo employee: "My account" names their department
 * (Operations, no longer "—"); "My profile" shows their record, they change their phone and the language to
 * Portuguese, and the interface is in Portuguese at once; the administrator then sees the new phone on the employee's
 * profile. A photo is uploaded and removed on the way. Screenshots at desktop and phone sizes in English and Portuguese go to /tmp/shots.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, e2eSuite, PHONE } from './support/e2eSuite.ts';
import { png } from '../support/png.ts';
import { restApi } from './support/restApi.ts';
import { seriousViolations } from './support/runAxe.ts';

const SHOTS = '/tmp/shots';
const suite = e2eSuite();
const { apiToken, api } = restApi(() => suite.product.apiUrl);
const NEW_PHONE = '+351 912 000 345';

/** The value beside a label in a details list. */
const detail = (page: Page, label: string) => page.locator('.details__row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

describe('my profile, as the demo employee', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ context, page } = await suite.signedIn('employee@demo.test'));
  });
  after(async () => context?.close());

  test('"My account" names the department the employee works in', async () => {
    await page.goto('/account/user');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await detail(page, 'Name').getByText('Eduardo Silva').waitFor();
    assert.equal(await detail(page, 'Department').textContent(), 'Operations');
  });

  test('uploads a photo, sees it, and removes it', async () => {
    await page.getByRole('link', { name: 'My profile' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    const photo = page.locator('figure.photo img.photo__image');
    assert.equal(await photo.count(), 0, 'initials while there is no photo');
    await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png([30, 140, 120, 255], { width: 8, height: 8 }) });
    await page.getByText('The photo has been saved.').waitFor();
    await photo.waitFor();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your photo has been removed.').waitFor();
    await photo.waitFor({ state: 'detached' });
  });

  test('changes the phone and the language; the interface turns Portuguese at once', async () => {
    assert.equal(await detail(page, 'Department').textContent(), 'Operations');
    assert.equal(await detail(page, 'Job title').textContent(), 'Warehouse Operator');
    assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).count(), 0, 'the name is not editable');
    assert.deepEqual(await seriousViolations(page), [], 'the profile screen');
    await page.screenshot({ path: `${SHOTS}/my-profile-desktop-en.png`, fullPage: true });

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(NEW_PHONE);
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('pt');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'O meu perfil' }).waitFor();
    await page.getByText('O seu perfil foi guardado.').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
    assert.equal(await page.getByRole('textbox', { name: 'Telefone', exact: true }).inputValue(), NEW_PHONE);
    await page.screenshot({ path: `${SHOTS}/my-profile-desktop-pt.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'O meu perfil' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Telefone', exact: true }).inputValue(), NEW_PHONE, 'kept after a reload');
  });

  test('fits a phone, in Portuguese and in English', async () => {
    const phone = await suite.signedIn('employee@demo.test', PHONE);
    try {
      for (const [lang, title] of [['pt', 'O meu perfil'], ['en', 'My profile']] as const) {
        await phone.page.evaluate((l) => localStorage.setItem('pontual.locale', l), lang);
        await phone.page.goto('/account/profile');
        await phone.page.getByRole('heading', { level: 1, name: title }).waitFor();
        const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `no sideways scrolling on a phone (${lang}): ${overflow}px`);
        await phone.page.screenshot({ path: `${SHOTS}/my-profile-phone-${lang}.png`, fullPage: true });
      }
    } finally {
      await phone.context.close();
    }
  });
});

describe('the administrator', () => {
  test('sees the phone the employee saved on the employee\'s profile', async () => {
    const token = await apiToken('employee@demo.test');
    const { employeeId } = await api<{ employeeId: number }>(token, 'GET', '/profile');
    const admin = await suite.signedIn('admin@demo.test');
    try {
      await admin.page.goto(`/company/employees/${employeeId}`);
      await admin.page.getByRole('heading', { level: 1, name: 'Eduardo Silva' }).waitFor();
      assert.match(await detail(admin.page, 'Phone').textContent() ?? '', new RegExp(NEW_PHONE.replace(/\+/g, '\\+')));
    } finally {
      await admin.context.close();
    }
  });
});
