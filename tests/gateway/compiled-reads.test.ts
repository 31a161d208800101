import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { parse, type OperationDefinitionNode } from 'graphql';
import { withInputDefaults } from '../../gateway/src/platform/compiled-queries.ts';
import { MAX_REQUEST_BODY_BYTES } from '../../gateway/src/platform/hardening.ts';
import { buildSchema } from '../../gateway/src/schema.ts';
import { createEmployee } from '../support/factories.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let admin: { token: string };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
  for (const name of ['Zélia Antunes', 'Bruno Matos', 'Carla Dias']) await createEmployee(h.api.db, { name });
});
after(async () => { await h.close(); });

const NAMES = `query Names($orderBy: [EmployeeOrder!]) { employees(first: 100, orderBy: $orderBy) { edges { node { name } } } }`;
const names = (res: Awaited<ReturnType<Harness['gql']>>) => {
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data?.employees.edges.map((e: { node: { name: string } }) => e.node.name) as string[];
};

describe('reads run compiled, exactly as the reference executor would', () => {
  test('an order without its direction gets the schema default (ASC), as graphql-js coerces it', async () => {
    const omitted = names(await h.gql(NAMES, { token: admin.token, variables: { orderBy: [{ field: 'NAME' }] } }));
    const asc = names(await h.gql(NAMES, { token: admin.token, variables: { orderBy: [{ field: 'NAME', direction: 'ASC' }] } }));
    const desc = names(await h.gql(NAMES, { token: admin.token, variables: { orderBy: [{ field: 'NAME', direction: 'DESC' }] } }));
    assert.ok(omitted.length >= 3);
    assert.deepEqual(omitted, asc);
    assert.deepEqual(desc, [...asc].reverse());
    // A single object where a list is expected is a list of one (input coercion), its default filled too.
    assert.deepEqual(names(await h.gql(NAMES, { token: admin.token, variables: { orderBy: { field: 'NAME' } } })), asc);
  });

  test('a bad variable is refused as the reference executor refuses it, naming the value', async () => {
    const res = await h.gql(NAMES, { token: admin.token, variables: { orderBy: [{ field: 'SHOE_SIZE' }] } });
    assert.equal(res.data, undefined);
    assert.match(res.errors?.[0].message ?? '', /SHOE_SIZE/);
  });

  test('withInputDefaults fills omitted fields only, in lists, leaving what was sent and other variables alone', () => {
    const schema = buildSchema();
    const operation = parse(NAMES).definitions[0] as OperationDefinitionNode;
    const sent = { orderBy: [{ field: 'NAME' }, { field: 'ID', direction: 'DESC' }], other: 1 };
    assert.deepEqual(withInputDefaults(schema, operation, sent), { orderBy: [{ field: 'NAME', direction: 'ASC' }, { field: 'ID', direction: 'DESC' }], other: 1 });
    assert.deepEqual(sent.orderBy[0], { field: 'NAME' }, 'the caller\'s variables are not changed');
    assert.deepEqual(withInputDefaults(schema, operation, { orderBy: null }), { orderBy: null });
    assert.deepEqual(withInputDefaults(schema, operation, undefined), {});
  });
});

describe('the request body limit', () => {
  test(`a declared length over ${MAX_REQUEST_BODY_BYTES} bytes is refused with 413 before the body is read`, async () => {
    const server = createServer(h.gateway.yoga);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/graphql', method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) },
        }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
        req.on('error', reject);
        req.write('{"query":"{ __typename }"'); // the rest never comes: the answer must not wait for it
      });
      assert.equal(status, 413);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  test('a body without a declared length is counted as it is read: over the limit, 413', async () => {
    const chunk = new Uint8Array(1 << 20).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_REQUEST_BODY_BYTES) { controller.close(); return; }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await h.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    assert.equal(res.status, 413);
    const small = await h.fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' }, duplex: 'half',
      body: new Blob(['{"query":"{ __typename }"}']).stream(),
    } as RequestInit);
    assert.deepEqual(await small.json(), { data: { __typename: 'Query' } });
  });
});
