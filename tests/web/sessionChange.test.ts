import { describe, expect, test } from 'vitest';
import { sessionChange } from '../../web/src/session/sessionChange.ts';

const token = (sub: string, exp = 2_000_000_000) => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ sub, exp })}.sig`;
};

describe('another tab changing the shared session', () => {
  test('signing out there (the token removed, or all storage cleared) signs this tab out', () => {
    expect(sessionChange({ key: 'pontual.token', oldValue: token('7'), newValue: null })).toBe('signedOut');
    expect(sessionChange({ key: null, oldValue: null, newValue: null })).toBe('signedOut');
  });

  test('signing in there as another account starts this tab again', () => {
    expect(sessionChange({ key: 'pontual.token', oldValue: token('7'), newValue: token('9') })).toBe('otherAccount');
  });

  test('signing in there with no session here is a sign-in', () => {
    expect(sessionChange({ key: 'pontual.token', oldValue: null, newValue: token('7') })).toBe('signedIn');
  });

  test('a refreshed token of the same account, or another key, change nothing', () => {
    expect(sessionChange({ key: 'pontual.token', oldValue: token('7', 1), newValue: token('7', 2) })).toBeNull();
    expect(sessionChange({ key: 'pontual.locale', oldValue: 'en', newValue: 'pt' })).toBeNull();
  });
});
