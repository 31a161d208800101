/**
 * The error catalogue on screen: refusals appear as `errors.<CODE>` in the user's language (en, pt, fr), whatever
 * language the server wrote them in; only an unknown code keeps the server's message.
 */
import type { Environment } from 'relay-runtime';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoginRoute } from '../../web/src/session/LoginRoute.tsx';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { normalizeUserErrors } from '../../web/src/platform/errors/normalizeError.ts';
import { deleteRefusal } from '../../web/src/platform/errors/deleteRefusal.ts';
import { applyUserErrors } from '../../web/src/platform/forms/applyUserErrors.ts';
import { ERROR_CODES } from '../../domain/error-codes.ts';

afterEach(() => notificationStore.list().forEach((n) => notificationStore.dismiss(n.id)));
afterAll(async () => { await changeLocale('en'); });

function renderLogin() {
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const router = createMemoryRouter([{ path: '/pages/login', Component: LoginRoute }], { initialEntries: ['/pages/login'] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  return environment;
}

async function refusedSignIn(userError: { message: string; code: string }) {
  const environment = renderLogin();
  fireEvent.change(screen.getByLabelText('E-mail ou código de colaborador'), { target: { value: 'employee@demo.test' } });
  fireEvent.change(screen.getByLabelText('Palavra-passe'), { target: { value: 'nope' } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Entrar' })); });
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () => environment.mock.resolve(operation, { data: { login: { token: null, expiresAt: null, userErrors: [{ field: null, ...userError }] } } }));
}

describe('sign-in in Portuguese', () => {
  test('a wrong password shows the Portuguese text', async () => {
    await changeLocale('pt');
    await refusedSignIn({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent',
      expect.stringContaining('Credenciais inválidas: verifique o identificador e a palavra-passe.'));
  });

  test('a locked account: the catalogue\'s Portuguese text, with the minutes of the English message', async () => {
    await changeLocale('pt');
    await refusedSignIn({ message: 'Too many failed attempts: try again in 12 minutes', code: 'ACCOUNT_LOCKED' });
    expect(await screen.findByText('Demasiadas tentativas falhadas: tente novamente dentro de 12 minutos')).toBeTruthy();
  });
});

describe('a French user deleting a contract type in use', () => {
  test('sees the French refusal, whether the server answered in English or in French', async () => {
    await changeLocale('fr');
    const french = 'Impossible de supprimer un type de contrat qui a des employés (2)';
    for (const message of ['Cannot remove a contract type that has employees (2)', french]) {
      const refused = normalizeUserErrors([{ field: null, message, code: 'CONTRACT_TYPE_IN_USE' }]);
      expect(deleteRefusal(refused, i18next.t, 'CONTRACT_TYPE_IN_USE')).toEqual([french]);
    }
  });

  test('a name taken lands on its field in French; an unknown code keeps the server message', async () => {
    await changeLocale('fr');
    const helpers = { setFieldError: vi.fn(), setFieldTouched: vi.fn() };
    const taken = normalizeUserErrors([{ field: ['name'], message: 'is taken', code: 'CONTRACT_TYPE_NAME_TAKEN' }]);
    applyUserErrors(taken, helpers, { name: 'name' }, i18next.t);
    expect(helpers.setFieldError).toHaveBeenCalledWith('name', 'Un type de contrat portant ce nom existe déjà');
    const unknown = normalizeUserErrors([{ field: null, message: 'Something new happened', code: 'UNKNOWN' }]);
    expect(deleteRefusal(unknown, i18next.t, 'CONTRACT_TYPE_IN_USE')).toEqual(['Something new happened']);
  });
});

test('every catalogue code has its text under errors.<CODE> in en, pt and fr', async () => {
  for (const locale of ['en', 'pt', 'fr'] as const) {
    await changeLocale(locale);
    for (const code of ERROR_CODES) expect(i18next.exists(`errors.${code}`), `${locale} errors.${code}`).toBe(true);
  }
});
