/**
 * The error catalogue in GraphQL: `UserError.code` is `enum ErrorCode`, which lists exactly the catalogue's codes plus
 * UNKNOWN; every code a domain throws is in the catalogue; refusals carry the enum value and the caller's language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { ERROR_CODES, UNKNOWN_ERROR_CODE } from '../../domain/error-codes.ts';
import { API_ERROR_CODES } from '../../api/src/error-codes.ts';
import { GatewayErrors } from '../../gateway/src/platform/gateway.errors.ts';
import { toUserErrors, UserInputError } from '../../gateway/src/platform/errors.ts';
import { loadTypeDefs } from '../../gateway/src/platform/schema-files.ts';
import { createEmployee } from '../support/factories.ts';
import { startHarness, type Harness } from './harness.ts';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe('the catalogue and the SDL', () => {
  test('enum ErrorCode equals the catalogue plus UNKNOWN', () => {
    const enumType = buildSchema(loadTypeDefs()).getType('ErrorCode');
    assert.ok(enumType instanceof GraphQLEnumType);
    assert.deepEqual(sorted(enumType.getValues().map((v) => v.name)), sorted([...ERROR_CODES, UNKNOWN_ERROR_CODE]));
  });

  test('the per-domain code objects, together, are exactly the catalogue', () => {
    assert.deepEqual(sorted([...Object.values(API_ERROR_CODES), ...Object.values(GatewayErrors)]), sorted(ERROR_CODES));
  });

  test('a REST code the catalogue does not know becomes UNKNOWN, keeping the server message', () => {
    const errors = toUserErrors(new UserInputError(400, { code: 'FST_SOMETHING_NEW', message: 'Some new refusal' }));
    assert.deepEqual(errors, [{ field: null, message: 'Some new refusal', code: 'UNKNOWN' }]);
  });
});

describe('refusals through the gateway', () => {
  let h: Harness;
  let token: string;
  before(async () => {
    h = await startHarness();
    ({ token } = await h.api.signedIn(['ADMIN']));
  });
  after(async () => { await h?.close(); });

  test('deleting a contract type in use: the code is the enum value, the message in the Accept-Language', async () => {
    const created = await h.gql('mutation { createContractType(input: { name: "Held by one" }) { contractType { id } userErrors { code } } }', { token });
    const id = created.data!.createContractType.contractType.id as string;
    await createEmployee(h.api.db, { contract_type_id: Number(Buffer.from(id, 'base64').toString().split(':')[1]) });
    const remove = 'mutation($id: ID!) { deleteContractType(input: { id: $id }) { deletedContractTypeId userErrors { field message code } } }';

    const fr = await h.gql(remove, { token, variables: { id }, headers: { 'accept-language': 'fr' } });
    assert.equal(fr.errors, undefined, JSON.stringify(fr.errors));
    assert.deepEqual(fr.data!.deleteContractType.userErrors, [
      { field: null, code: 'CONTRACT_TYPE_IN_USE', message: 'Impossible de supprimer un type de contrat qui a des employés (1)' },
    ]);
    const en = await h.gql(remove, { token, variables: { id } });
    assert.equal(en.data!.deleteContractType.userErrors[0].message, 'Cannot remove a contract type that has employees (1)');
  });

  test('a wrong password at sign-in: INVALID_CREDENTIALS, in Portuguese when asked', async () => {
    const res = await h.gql('mutation { login(input: { username: "nobody@test.test", password: "Wrong#2026" }) { token userErrors { code message } } }',
      { headers: { 'accept-language': 'pt-PT' } });
    assert.deepEqual(res.data!.login, { token: null, userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas' }] });
  });
});
