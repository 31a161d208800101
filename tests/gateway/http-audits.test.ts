import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serverAudits } from 'graphql-http';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

describe('GraphQL over HTTP audits (graphql-http)', () => {
  const audits = serverAudits({
    url: 'http://gateway.test/graphql',
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => h.gateway.yoga.fetch(new Request(input, init)),
  });
  for (const audit of audits) {
    const must = audit.name.startsWith('MUST');
    test(`${audit.id} ${audit.name}`, async (t) => {
      const result = await audit.fn();
      // Every MUST passes; SHOULD and MAY are reported in the test output.
      if (must) assert.equal(result.status, 'ok', 'reason' in result ? result.reason : '');
      else if (result.status !== 'ok') t.diagnostic(`${result.status}: ${'reason' in result ? result.reason : ''}`);
    });
  }
});
