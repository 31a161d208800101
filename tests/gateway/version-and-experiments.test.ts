/**
 * Version and experiments through the graph (issue #18 items 5–6): `version` joins the API's answer with the gateway's
 * own version; `experiments` lists every flag; an administrator switches one with `setExperimentEnabled` and the
 * payload's viewer already carries it in `Viewer.experiments`; an employee or the read-only consultant may not
 * switch; an unknown key is a userError with its catalogued code.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { EXPERIMENT_KEYS } from '../../domain/experiments.ts';
import { dataOf, type Harness, pathsSince, startHarness } from './harness.ts';

const packageVersion = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
let h: Harness;
let admin: string;
let employee: string;
let readOnly: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
  employee = (await h.api.signedIn(['EMPLOYEE'])).token;
  readOnly = (await h.api.signedIn(['READ_ONLY'])).token;
});
after(async () => { await h.close(); });

const SET = `mutation($input: SetExperimentEnabledInput!) { setExperimentEnabled(input: $input) {
  experiment { id key enabled updatedAt } viewer { experiments } userErrors { field code message } } }`;

describe('version', () => {
  test('names the product, the specification, the API, this gateway and the database engine', async () => {
    const data = dataOf(await h.gql('{ version { product specification api gateway database { kind version } } }', { token: employee }));
    assert.deepEqual({ ...data.version, database: undefined }, {
      product: packageVersion, specification: '1.13.0', api: packageVersion, gateway: packageVersion, database: undefined,
    });
    assert.equal(data.version.database.kind, process.env.DATABASE_URL ? 'POSTGRESQL' : 'PGLITE');
    assert.match(data.version.database.version, /^PostgreSQL \d+/);
  });

  test('is refused without a session', async () => {
    const res = await h.gql('{ version { product } }');
    assert.equal(res.data?.version, null);
    assert.equal(res.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('experiments', () => {
  test('lists every flag, off, and the viewer has none switched on', async () => {
    const data = dataOf(await h.gql('{ experiments { key enabled inEffect updatedAt } viewer { experiments } }', { token: employee }));
    assert.deepEqual(data.experiments.map((e: { key: string }) => e.key), [...EXPERIMENT_KEYS]);
    assert.ok(data.experiments.every((e: { enabled: boolean }) => !e.enabled));
    assert.deepEqual(data.viewer.experiments, []);
  });

  test('the list and the viewer\'s flags cost one REST call together', async () => {
    const from = h.calls.length;
    dataOf(await h.gql('{ experiments { key } viewer { experiments } }', { token: employee }));
    assert.equal(pathsSince(h, from).filter((p) => p === 'GET /experiments').length, 1);
  });

  test('an administrator switches a flag on: the payload\'s viewer has it, and so does every account afterwards', async () => {
    const data = dataOf(await h.gql(SET, { token: admin, variables: { input: { key: 'version-support-summary', enabled: true } } }));
    const payload = data.setExperimentEnabled;
    assert.deepEqual(payload.userErrors, []);
    assert.equal(payload.experiment.enabled, true);
    assert.equal(payload.experiment.id, Buffer.from('Experiment:version-support-summary').toString('base64'));
    assert.ok(payload.experiment.updatedAt);
    assert.deepEqual(payload.viewer.experiments, ['version-support-summary']);
    assert.deepEqual(dataOf(await h.gql('{ viewer { experiments } }', { token: employee })).viewer.experiments, ['version-support-summary']);
    dataOf(await h.gql(SET, { token: admin, variables: { input: { key: 'version-support-summary', enabled: false } } }));
    assert.deepEqual(dataOf(await h.gql('{ viewer { experiments } }', { token: employee })).viewer.experiments, []);
  });

  test('an unknown key is a userError EXPERIMENT_NOT_FOUND, in the request\'s language', async () => {
    const res = await h.gql(SET, { token: admin, variables: { input: { key: 'no-such-flag', enabled: true } }, headers: { 'accept-language': 'fr' } });
    const { userErrors, experiment } = dataOf(res).setExperimentEnabled;
    assert.equal(experiment, null);
    assert.equal(userErrors[0].code, 'EXPERIMENT_NOT_FOUND');
    assert.equal(userErrors[0].message, 'Expérience inconnue : no-such-flag');
  });

  for (const [who, token] of [['an employee', () => employee], ['the read-only consultant', () => readOnly]] as const) {
    test(`${who} may not switch a flag, and nothing changes`, async () => {
      const res = await h.gql(SET, { token: token(), variables: { input: { key: 'wall-board-photos', enabled: true } } });
      assert.equal(res.data?.setExperimentEnabled, null);
      assert.equal(res.errors?.[0].extensions?.code, 'FORBIDDEN');
      const flags = dataOf(await h.gql('{ experiments { key enabled } }', { token: admin })).experiments;
      assert.equal(flags.find((f: { key: string }) => f.key === 'wall-board-photos').enabled, false);
    });
  }
});
