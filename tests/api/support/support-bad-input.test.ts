/**
 * Bad input to banners and text overrides: a 400 naming the field, never a 500, and nothing written.
 */
import { after, before, describe, test } from 'node:test';
import { expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
let bannerId: number;
let overrideId: number;
const { post, refuseAll } = http(() => t, () => admin.token);
const state = () => Promise.all([
  t.db.selectFrom('support_banners').selectAll().orderBy('id').execute(),
  t.db.selectFrom('support_text_overrides').selectAll().orderBy('id').execute(),
]);
const PERIOD = { startsAt: '2031-05-05T08:00:00Z', endsAt: '2031-05-09T18:00:00Z' };
const banner = (extra: Record<string, unknown> = {}) => ({ texts: { en: 'Hello' }, audience: 'EVERYONE', ...PERIOD, ...extra });

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  bannerId = expectStatus(await post('/api/banners', banner()), 201).json().id;
  overrideId = expectStatus(await post('/api/text-overrides', { language: 'en', key: 'shell:menu.clocks', value: 'Punches' }), 201).json().id;
});
after(async () => { await t?.close(); });

describe('banners', () => {
  test('each malformed banner is refused naming its field', async (ctx) => {
    await refuseAll(ctx, 'POST', '/api/banners', [
      { label: 'no text in any language', body: banner({ texts: {} }), field: 'texts' },
      { label: 'only blank texts', body: banner({ texts: { en: '  ', pt: '' } }), field: 'texts' },
      { label: 'a period ending before it starts', body: banner({ startsAt: PERIOD.endsAt, endsAt: PERIOD.startsAt }), field: 'endsAt' },
      { label: 'a period ending when it starts', body: banner({ endsAt: PERIOD.startsAt }), field: 'endsAt' },
      { label: 'an unknown audience', body: banner({ audience: 'MANAGERS' }), field: 'audience' },
      { label: 'an unknown severity', body: banner({ severity: 'ERROR' }), field: 'severity' },
      { label: 'an unknown language', body: banner({ texts: { de: 'Hallo' } }), field: 'texts.de' },
      { label: 'a text too long', body: banner({ texts: { en: 'x'.repeat(1001) } }), field: 'texts.en' },
      { label: 'a start that is not a date and time', body: banner({ startsAt: '2031-05-05' }), field: 'startsAt' },
      { label: 'no end', body: { texts: { en: 'Hi' }, audience: 'EVERYONE', startsAt: PERIOD.startsAt }, field: 'endsAt' },
      { label: 'no audience', body: { texts: { en: 'Hi' }, ...PERIOD }, field: 'audience' },
      { label: 'an unknown field', body: banner({ color: 'red' }), field: 'color' },
    ], state);
  });

  test('an edit that would end the banner before it starts is refused naming endsAt', async (ctx) => {
    await refuseAll(ctx, 'PUT', `/api/banners/${bannerId}`, [
      { label: 'an end before the stored start', body: { endsAt: '2031-05-01T00:00:00Z' }, field: 'endsAt' },
      { label: 'texts all blank', body: { texts: { en: '' } }, field: 'texts' },
    ], state);
  });
});

describe('text overrides', () => {
  test('each malformed override is refused naming its field', async (ctx) => {
    const body = (extra: Record<string, unknown>) => ({ language: 'pt', key: 'shell:menu.clocks', value: 'Picagens', ...extra });
    await refuseAll(ctx, 'POST', '/api/text-overrides', [
      { label: 'a key without a namespace', body: body({ key: 'menu.clocks' }), field: 'key' },
      { label: 'a key with spaces', body: body({ key: 'shell:menu clocks' }), field: 'key' },
      { label: 'a key ending in a dot', body: body({ key: 'shell:menu.' }), field: 'key' },
      { label: 'a key too long', body: body({ key: `shell:${'a'.repeat(200)}` }), field: 'key' },
      { label: 'an unknown language', body: body({ language: 'de' }), field: 'language' },
      { label: 'an empty value', body: body({ value: '' }), field: 'value' },
      { label: 'a blank value', body: body({ value: '   ' }), field: 'value' },
      { label: 'a value on two lines', body: body({ value: 'a\nb' }), field: 'value' },
      { label: 'no value', body: { language: 'pt', key: 'shell:menu.clocks' }, field: 'value' },
    ], state);
    await refuseAll(ctx, 'PUT', `/api/text-overrides/${overrideId}`, [
      { label: 'an edit to an empty value', body: { value: '' }, field: 'value' },
      { label: 'an edit of the key', body: { value: 'x', key: 'shell:menu.sites' }, field: 'key' },
    ], state);
  });

  test('an unknown language filter is refused naming it', async (ctx) => {
    await refuseAll(ctx, 'GET', '/api/text-overrides?language=de', [{ label: 'GET ?language=de', body: undefined, field: 'language' }], state);
  });
});
