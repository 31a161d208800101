// The company's website must be a web address (#11 item 7): "demo dot test" was stored. The API and the company form
// apply the same rule (WEBSITE_PATTERN in domain/field-limits.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { companyFormSchema } from '../../../domain/organisation.rules.ts';
import { englishRuleMessages } from '../../../domain/messages.rules.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
before(async () => { t = await startTestApp(); token = (await t.signedIn(['ADMIN'])).token; });
after(async () => { await t?.close(); });

const put = (website: string | null) => t.request({ method: 'PUT', url: '/api/company', token, payload: { website } });
const stored = async () => (await t.request({ method: 'GET', url: '/api/company', token })).json().website as string | null;

describe('company website', () => {
  for (const website of ['demo.test', 'www.demo.test', 'https://www.demo.test/about', 'http://intranet.demo.test:8080/a?b=1']) {
    test(`"${website}" is a web address: stored as typed`, async () => {
      const res = await put(website);
      assert.ok(res.statusCode < 300, res.body);
      assert.equal(await stored(), website);
      assert.equal(companyFormSchema(englishRuleMessages).validateSyncAt('website', { website }), website);
    });
  }

  for (const website of ['demo dot test', 'demo', 'ftp://demo.test', 'https://', 'demo.']) {
    test(`"${website}" is refused by the API (400 naming website, nothing stored) and by the form`, async () => {
      await put('before.demo.test');
      assertRejected(await put(website), 400, 'website');
      assert.equal(await stored(), 'before.demo.test');
      assert.throws(() => companyFormSchema(englishRuleMessages).validateSyncAt('website', { website }), /web address/);
    });
  }

  test('no website at all is fine', async () => {
    const res = await put(null);
    assert.ok(res.statusCode < 300, res.body);
    assert.equal(await stored(), null);
  });
});
