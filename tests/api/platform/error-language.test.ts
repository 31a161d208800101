/**
 * The error catalogue over REST: `message` in the caller's Accept-Language (en, pt, fr; English without one), the
 * code unchanged, the catalogue's parameters kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorLanguageOf, translateErrorMessage } from '../../../domain/error-codes.ts';
import { createAccount, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

describe('refusals answer in the caller\'s language', () => {
  test('deleting a contract type in use: 409 CONTRACT_TYPE_IN_USE in pt, fr and, by default, English', async () => {
    const ct = (await t.request({ method: 'POST', url: '/api/contract-types', token: admin.token, payload: { name: `Held ${unique()}` } })).json();
    const e = await t.request({ method: 'POST', url: '/api/employees', token: admin.token, payload: { name: `Holder ${unique()}`, contractType: { id: ct.id } } });
    assert.equal(e.statusCode, 201, e.body);
    const remove = (language?: string) => t.request({
      method: 'DELETE', url: `/api/contract-types/${ct.id}`, token: admin.token, headers: language ? { 'accept-language': language } : {},
    });

    const pt = await remove('pt-PT,pt;q=0.9,en;q=0.8');
    assert.equal(pt.statusCode, 409, pt.body);
    assert.equal(pt.json().code, 'CONTRACT_TYPE_IN_USE');
    assert.equal(pt.json().message, 'Não é possível remover um tipo de contrato com colaboradores (1)');

    const fr = await remove('fr');
    assert.equal(fr.json().code, 'CONTRACT_TYPE_IN_USE');
    assert.equal(fr.json().message, 'Impossible de supprimer un type de contrat qui a des employés (1)');

    const en = await remove();
    assert.equal(en.json().message, 'Cannot remove a contract type that has employees (1)');
    assert.equal((await remove('de-DE')).json().message, en.json().message, 'an unsupported language gets English');
  });

  test('a wrong password: 401 INVALID_CREDENTIALS in Portuguese', async () => {
    const account = await createAccount(t.db);
    const res = await t.request({
      method: 'POST', url: '/api/login', headers: { 'accept-language': 'pt' }, payload: { username: account.username!, password: 'Wrong#2026' },
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'INVALID_CREDENTIALS');
    assert.equal(res.json().message, 'Credenciais inválidas');
  });

  test('platform refusals too: an unknown route in French keeps its detail', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Aucune route GET /api/nowhere');
  });
});

describe('the catalogue', () => {
  test('q-values pick the language; en when none of en, pt, fr is acceptable', () => {
    assert.equal(errorLanguageOf('en;q=0.5, fr;q=0.8'), 'fr');
    assert.equal(errorLanguageOf('de, pt;q=0.1'), 'pt');
    assert.equal(errorLanguageOf('pt;q=0, de'), 'en');
    assert.equal(errorLanguageOf(undefined), 'en');
  });

  test('a message the catalogue does not hold, or an unknown code, is not translated', () => {
    assert.equal(translateErrorMessage('FORBIDDEN', 'Something specific', 'pt'), null);
    assert.equal(translateErrorMessage('NO_SUCH_CODE', 'Invalid credentials', 'pt'), null);
    assert.equal(translateErrorMessage('ACCOUNT_LOCKED', 'Too many failed attempts: try again in 7 minutes', 'fr'),
      'Trop de tentatives échouées : réessayez dans 7 minutes');
  });
});
