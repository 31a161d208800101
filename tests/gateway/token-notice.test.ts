// GraphiQL's placeholder token used to return `viewer: null` without a word (#11 item 13): a request whose
// Authorization header holds no usable token is now told so in `extensions.authentication`; data is unchanged.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NO_VALID_TOKEN } from '../../gateway/src/platform/token-notice.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

const VIEWER = '{ viewer { account { username } } }';
const notice = (res: unknown) => (res as { extensions?: { authentication?: string } }).extensions?.authentication;

describe('a request without a usable token is told so', () => {
  for (const authorization of ['Bearer <token>', 'Bearer not.a.token', 'Token abc', 'Bearer ']) {
    test(`"${authorization}": viewer is null and extensions.authentication says no valid token was sent`, async () => {
      const res = await h.gql(VIEWER, { headers: { authorization } });
      assert.equal(res.data?.viewer, null);
      assert.equal(res.errors, undefined);
      assert.equal(notice(res), NO_VALID_TOKEN);
    });
  }

  test('no Authorization header at all (signed out on purpose), and a real token: no notice', async () => {
    assert.equal(notice(await h.gql(VIEWER)), undefined);
    const { token } = await h.api.signedIn(['EMPLOYEE']);
    const res = await h.gql(VIEWER, { token });
    assert.ok(res.data?.viewer?.account?.username);
    assert.equal(notice(res), undefined);
  });
});
