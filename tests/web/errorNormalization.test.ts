import { describe, expect, test } from 'vitest';
import i18next from 'i18next';
import { GraphQLRequestError } from '../../web/src/platform/errors/GraphQLRequestError.ts';
import { normalizeError, normalizeUserErrors } from '../../web/src/platform/errors/normalizeError.ts';
import { userFacingMessages } from '../../web/src/platform/errors/userFacingMessages.ts';

const t = i18next.t.bind(i18next);

describe('normalizeError (core §8)', () => {
  test('a server response gives status, message, server message and subErrors', () => {
    const error = new GraphQLRequestError(400, [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT', subErrors: [{ field: 'name', message: 'is required' }] } } as never]);
    expect(normalizeError(error)).toEqual({
      kind: 'response', status: 400, message: 'Bad input', serverMessage: 'Bad input', code: 'BAD_USER_INPUT',
      subErrors: [{ field: 'name', message: 'is required' }],
    });
  });
  test('a request without a response gives a code (or null) and the message', () => {
    expect(normalizeError(new TypeError('Failed to fetch'))).toEqual({ kind: 'noResponse', code: null, message: 'Network Error' });
    const abort = new Error('The operation was aborted');
    abort.name = 'AbortError';
    expect(normalizeError(abort)).toMatchObject({ kind: 'noResponse', code: 'ECONNABORTED' });
  });
  test('anything else is UNEXPECTED', () => {
    expect(normalizeError(new Error('boom'))).toEqual({ kind: 'unexpected', code: 'UNEXPECTED', message: 'boom' });
    expect(normalizeError('odd')).toMatchObject({ code: 'UNEXPECTED' });
  });
  test('mutation userErrors are a 400 with their fields as subErrors', () => {
    const n = normalizeUserErrors([{ field: ['input', 'newPassword'], message: 'is too short', code: 'INVALID' }, { field: null, message: 'Other', code: 'X' }]);
    expect(n).toMatchObject({ kind: 'response', status: 400, subErrors: [{ field: 'input.newPassword', message: 'is too short' }, { field: null, message: 'Other' }] });
  });
});

describe('user-facing messages (core §8)', () => {
  test('sub-error messages are listed one by one', () => {
    const n = normalizeUserErrors([{ field: ['input', 'name'], message: 'is required', code: 'R' }, { field: ['input', 'code'], message: 'Already used', code: 'C' }]);
    expect(userFacingMessages(n, t)).toEqual(['name: is required', 'Already used']);
  });
  test('a non-500 status shows the server message', () => {
    const n = normalizeError(new GraphQLRequestError(403, [{ message: 'The clock module is off' } as never]));
    expect(userFacingMessages(n, t)).toEqual(['The clock module is off']);
  });
  test("'Unexpected error' from the server maps to the generic text", () => {
    const n = normalizeError(new GraphQLRequestError(400, [{ message: 'Unexpected error.' } as never]));
    expect(userFacingMessages(n, t)).toEqual([t('errors.unexpected')]);
  });
  test('a 500 never shows the server message', () => {
    const n = normalizeError(new GraphQLRequestError(500, [{ message: 'SQL exploded at line 3' } as never]));
    expect(userFacingMessages(n, t)).toEqual([t('errors.unexpected')]);
    expect(userFacingMessages(n, t, { pageLoad: true })).toEqual([t('errors.pageLoading')]);
  });
  test('Network Error gives the network text, even while loading a page', () => {
    const n = normalizeError(new TypeError('Failed to fetch'));
    expect(userFacingMessages(n, t, { pageLoad: true })).toEqual([t('errors.network')]);
    expect(t('errors.network')).toMatch(/contact support/);
  });
  test('anything else gives the unexpected-error text', () => {
    expect(userFacingMessages(normalizeError(new Error('x')), t)).toEqual([t('errors.unexpected')]);
  });
});
