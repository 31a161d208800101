/**
 * The support service's contract served by the product (issue #18, core §1, §6, §7): `GET /weblang` and
 * `/weblang/{tenant}` answer the current banners the caller may see and the text overrides as i18next resources.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;
let readOnly: string;
let tenant: string;
const { get, post, put, del } = http(() => t, () => admin);

const hour = 3600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();
const banner = (text: string, extra: Record<string, unknown> = {}) =>
  ({ texts: { en: text }, startsAt: at(-1), endsAt: at(24), audience: 'EVERYONE', ...extra });
const texts = async (token: string, url = `/api/weblang/${tenant}`) =>
  (expectStatus(await get(url, token), 200).json().bannerContents as { texts: { en: string | null; pt: string | null } }[]).map((b) => b.texts.en ?? b.texts.pt);

before(async () => {
  t = await startTestApp();
  admin = (await t.signedIn(['ADMIN'])).token;
  employee = (await t.signedIn(['EMPLOYEE'])).token;
  readOnly = (await t.signedIn(['READ_ONLY'])).token;
  tenant = expectStatus(await get('/api/support/settings'), 200).json().tenant;
  expectStatus(await post('/api/banners', banner('For everyone')), 201);
  expectStatus(await post('/api/banners', { texts: { pt: 'Só administradores' }, startsAt: at(-1), endsAt: at(24), audience: 'ADMINISTRATORS', severity: 'WARNING' }), 201);
  expectStatus(await post('/api/banners', banner('Ended yesterday', { startsAt: at(-48), endsAt: at(-24) })), 201);
  expectStatus(await post('/api/banners', banner('Starts tomorrow', { startsAt: at(24), endsAt: at(48) })), 201);
});
after(async () => { await t?.close(); });

describe('audience: administrator-only banners are hidden from others', () => {
  test('an administrator sees both the banner for everyone and the one for administrators', async () => {
    assert.deepEqual((await texts(admin)).sort(), ['For everyone', 'Só administradores']);
  });

  test('an employee and a read-only consultant see only the banner for everyone', async () => {
    assert.deepEqual(await texts(employee), ['For everyone']);
    assert.deepEqual(await texts(readOnly), ['For everyone']);
  });

  test('the administrators\' banner is not found by others, even by its id in the management list', async () => {
    const all = (await get('/api/banners?size=100')).json().content as { id: number; audience: string }[];
    const adminOnly = all.find((b) => b.audience === 'ADMINISTRATORS')!;
    expectStatus(await get(`/api/banners/${adminOnly.id}`, readOnly), 404);
    const seen = (await get('/api/banners?size=100', readOnly)).json().content as { audience: string }[];
    assert.ok(seen.every((b) => b.audience === 'EVERYONE'));
    assert.equal(seen.length, 3);
  });
});

describe('period: only the banners of the current moment', () => {
  test('ended and future banners stay out of weblang but are listed for management', async () => {
    const shown = await texts(admin);
    assert.ok(!shown.includes('Ended yesterday') && !shown.includes('Starts tomorrow'));
    const listed = (await get('/api/banners?size=100')).json().content.map((b: { texts: { en: string } }) => b.texts.en);
    assert.ok(listed.includes('Ended yesterday') && listed.includes('Starts tomorrow'));
  });

  test('a banner appears when its period starts and disappears when it ends', async () => {
    try {
      t.clock.offsetMs = 25 * hour;
      assert.ok((await texts(employee)).includes('Starts tomorrow'));
      t.clock.offsetMs = 49 * hour;
      assert.ok(!(await texts(employee)).includes('Starts tomorrow'));
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe('tenants', () => {
  test('GET /weblang (for all) answers what /weblang/{tenant} answers in a one-company database', async () => {
    const all = expectStatus(await get('/api/weblang', employee), 200).json();
    const mine = expectStatus(await get(`/api/weblang/${tenant}`, employee), 200).json();
    assert.deepEqual(all, mine);
    assert.equal(mine.tenant, tenant);
  });

  test('another tenant is not found', async () => {
    expectStatus(await get(`/api/weblang/${Number(tenant) + 1}`, employee), 404);
  });

  test('the settings name the external support service only when SUPPORT_URL is set', async () => {
    assert.equal((await get('/api/support/settings', employee)).json().supportUrl, null);
    const other = await startTestApp({ supportUrl: 'https://support.example.test' });
    try {
      const token = (await other.signedIn(['EMPLOYEE'])).token;
      assert.equal((await other.request({ method: 'GET', url: '/api/support/settings', token })).json().supportUrl, 'https://support.example.test');
    } finally {
      await other.close();
    }
  });
});

describe('text overrides: langKeys for en, pt, fr', () => {
  test('an override is served to everyone as i18next resources, and setting the same key again replaces it', async () => {
    const first = expectStatus(await post('/api/text-overrides', { language: 'pt', key: 'shell:menu.clocks', value: 'Marcações' }), 201).json();
    const again = expectStatus(await post('/api/text-overrides', { language: 'pt', key: 'shell:menu.clocks', value: 'Picagens' }), 201).json();
    assert.equal(again.id, first.id);
    const { langKeys } = (await get('/api/weblang', employee)).json();
    assert.deepEqual(langKeys.pt, { shell: { menu: { clocks: 'Picagens' } } });
    assert.deepEqual(langKeys.en, {});
    assert.deepEqual(langKeys.fr, {});
  });

  test('changing and deleting an override changes what weblang serves', async () => {
    const row = expectStatus(await post('/api/text-overrides', { language: 'fr', key: 'common:actions.save', value: 'Garder' }), 201).json();
    expectStatus(await put(`/api/text-overrides/${row.id}`, { value: 'Conserver' }), 204);
    assert.equal((await get('/api/weblang', employee)).json().langKeys.fr.common.actions.save, 'Conserver');
    expectStatus(await del(`/api/text-overrides/${row.id}`), 204);
    assert.deepEqual((await get('/api/weblang', employee)).json().langKeys.fr, {});
    expectStatus(await del(`/api/text-overrides/${row.id}`), 404);
  });
});

describe('banners: changes', () => {
  test('editing a banner moves its updatedAt (so dismissals lapse) and deleting removes it from weblang', async () => {
    const created = expectStatus(await post('/api/banners', banner('Maintenance tonight')), 201).json();
    await new Promise((r) => setTimeout(r, 5));
    expectStatus(await put(`/api/banners/${created.id}`, { texts: { en: 'Maintenance tomorrow', pt: 'Manutenção amanhã' } }), 204);
    const after = expectStatus(await get(`/api/banners/${created.id}`), 200).json();
    assert.equal(after.texts.pt, 'Manutenção amanhã');
    assert.ok(after.updatedAt > created.updatedAt);
    assert.ok((await texts(employee)).includes('Maintenance tomorrow'));
    expectStatus(await del(`/api/banners/${created.id}`), 204);
    assert.ok(!(await texts(employee)).includes('Maintenance tomorrow'));
  });
});
