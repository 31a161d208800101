/**
 * Tenant texts and banners through the graph (issue #18): an administrator publishes banners and sets texts; `weblang`
 * answers each caller the current banners they may see (administrator-only ones hidden from others) and the texts as
 * flat `langKeys`, in one REST call for both fields; bad input is a userError naming the field; employees may not write.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, type Harness, pathsSince, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
let employee: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
  employee = (await h.api.signedIn(['EMPLOYEE'])).token;
});
after(async () => { await h.close(); });

const run = async (token: string, q: string, variables?: Record<string, unknown>) => dataOf(await h.gql(q, { token, variables }));
const CREATE = `mutation($input: CreateBannerInput!) { createBanner(input: $input) {
  banner { id databaseId texts { en pt fr } audience severity } userErrors { field code message } } }`;
const SET_TEXT = `mutation($input: SetTextOverrideInput!) { setTextOverride(input: $input) {
  textOverride { id language key value } userErrors { field code } } }`;
const WEBLANG = `{ weblang { tenant supportUrl bannerContents { id texts { pt en } audience } langKeys { language key value } } }`;
const period = { startsAt: new Date(Date.now() - 3600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() };

describe('weblang in the graph', () => {
  test('an administrator-only pt banner reaches the administrator and not the employee; a text reaches both', async () => {
    const created = (await run(admin, CREATE, { input: { texts: { pt: 'Fecho de mês na sexta' }, audience: 'ADMINISTRATORS', severity: 'WARNING', ...period } })).createBanner;
    assert.deepEqual(created.userErrors, []);
    assert.deepEqual(created.banner.texts, { en: null, pt: 'Fecho de mês na sexta', fr: null });
    const text = (await run(admin, SET_TEXT, { input: { language: 'PT', key: 'shell:menu.clocks', value: 'Picagens' } })).setTextOverride;
    assert.deepEqual([text.textOverride.language, text.textOverride.key, text.textOverride.value], ['PT', 'shell:menu.clocks', 'Picagens']);

    const from = h.calls.length;
    const mine = (await run(admin, WEBLANG)).weblang;
    assert.deepEqual(pathsSince(h, from).filter((p) => p.includes('weblang')), [`GET /weblang/${mine.tenant}`], 'one call for both fields');
    assert.equal(mine.supportUrl, null);
    assert.deepEqual(mine.bannerContents.map((b: { texts: { pt: string } }) => b.texts.pt), ['Fecho de mês na sexta']);
    assert.deepEqual(mine.langKeys, [{ language: 'PT', key: 'shell:menu.clocks', value: 'Picagens' }]);

    const theirs = (await run(employee, WEBLANG)).weblang;
    assert.deepEqual(theirs.bannerContents, []);
    assert.deepEqual(theirs.langKeys, [{ language: 'PT', key: 'shell:menu.clocks', value: 'Picagens' }]);
  });

  test('without a token weblang is refused', async () => {
    const res = await h.gql(WEBLANG);
    assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('managing banners and texts', () => {
  test('a banner ending before it starts is a userError on endsAt, and nothing is published', async () => {
    const res = (await run(admin, CREATE, { input: { texts: { en: 'Oops' }, audience: 'EVERYONE', startsAt: period.endsAt, endsAt: period.startsAt } })).createBanner;
    assert.equal(res.banner, null);
    assert.deepEqual(res.userErrors.map((e: { field: string[] }) => e.field), [['endsAt']]);
    const list = (await run(admin, '{ banners { totalCount edges { node { texts { en } } } } }')).banners;
    assert.ok(list.edges.every((e: { node: { texts: { en: string | null } } }) => e.node.texts.en !== 'Oops'));
  });

  test('updating then deleting a banner, and deleting a text', async () => {
    const { banner } = (await run(admin, CREATE, { input: { texts: { en: 'Old' }, audience: 'EVERYONE', ...period } })).createBanner;
    const updated = (await run(admin, `mutation($input: UpdateBannerInput!) { updateBanner(input: $input) { banner { texts { en } severity } userErrors { field } } }`,
      { input: { id: banner.id, texts: { en: 'New' }, severity: 'WARNING' } })).updateBanner;
    assert.deepEqual(updated.banner, { texts: { en: 'New' }, severity: 'WARNING' });
    assert.ok((await run(employee, WEBLANG)).weblang.bannerContents.some((b: { texts: { en: string } }) => b.texts.en === 'New'));
    const deleted = (await run(admin, `mutation($input: DeleteBannerInput!) { deleteBanner(input: $input) { deletedBannerId userErrors { field } } }`, { input: { id: banner.id } })).deleteBanner;
    assert.equal(deleted.deletedBannerId, banner.id);
    assert.ok(!(await run(employee, WEBLANG)).weblang.bannerContents.some((b: { texts: { en: string } }) => b.texts.en === 'New'));

    const texts = (await run(admin, '{ textOverrides(language: PT) { edges { node { id key } } } }')).textOverrides.edges;
    const gone = (await run(admin, `mutation($input: DeleteTextOverrideInput!) { deleteTextOverride(input: $input) { deletedTextOverrideId } }`, { input: { id: texts[0].node.id } })).deleteTextOverride;
    assert.equal(gone.deletedTextOverrideId, texts[0].node.id);
    assert.deepEqual((await run(employee, WEBLANG)).weblang.langKeys, []);
  });

  test('a key that is not an i18n key is a userError on key', async () => {
    const res = (await run(admin, SET_TEXT, { input: { language: 'EN', key: 'not a key', value: 'x' } })).setTextOverride;
    assert.equal(res.textOverride, null);
    assert.deepEqual(res.userErrors.map((e: { field: string[] }) => e.field), [['key']]);
  });

  test('an employee may not publish a banner nor list them', async () => {
    const res = await h.gql(CREATE, { token: employee, variables: { input: { texts: { en: 'Hi' }, audience: 'EVERYONE', ...period } } });
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const list = await h.gql('{ banners { totalCount } }', { token: employee });
    assert.equal(list.data?.banners, null);
    assert.equal(list.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
