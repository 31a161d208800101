// Version screen (issue #18 item 5): what runs — the product and the specification it implements, the web app, the API,
// the gateway, the database engine with its version, the modules — and what is new; the support-summary experiment
// adds a button that copies all of it.
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { VersionRoute } from '../../web/src/shell/VersionRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

async function openVersion(experiments: string[], kind: 'PGLITE' | 'POSTGRESQL' = 'PGLITE') {
  const { environment } = openRoute(VersionRoute, '/version', { role: 'EMPLOYEE', feature: 'version' }) as { environment: Env };
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  act(() => environment.mock.resolve(operation, { data: {
    viewer: { enabledModules: ['BASE', 'TIME_AND_ATTENDANCE'], experiments },
    version: { product: '0.1.0', specification: '1.13.0', api: '0.1.0', gateway: '0.1.1', database: { kind, version: 'PostgreSQL 17.4 on x86_64-pc-linux-gnu' } },
  } }));
  await screen.findByRole('heading', { level: 1, name: 'Version' });
  return environment;
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

afterEach(() => { vi.unstubAllGlobals(); });

describe('version', () => {
  test('names the release and its specification, each part\'s version, the database and the modules', async () => {
    await openVersion([]);
    expect(valueOf('Pontual')).toBe('0.1.0, implementing specification 1.13.0');
    expect(valueOf('Web app version')).toBe(__APP_VERSION__);
    expect(valueOf('REST API version')).toBe('0.1.0');
    expect(valueOf('GraphQL gateway version')).toBe('0.1.1');
    expect(valueOf('Database')).toBe('PGlite (embedded) · PostgreSQL 17.4 on x86_64-pc-linux-gnu');
    expect(valueOf('Enabled modules')).toMatch(/Clock|Time and attendance/);
  });

  test('a PostgreSQL server is named as such', async () => {
    await openVersion([], 'POSTGRESQL');
    expect(valueOf('Database')).toMatch(/^PostgreSQL server · /);
  });

  test('what is new lists the release news the slider shows', async () => {
    await openVersion([]);
    expect(screen.getByRole('heading', { level: 2, name: 'What is new' })).toBeTruthy();
    const news = screen.getByRole('list', { name: 'What is new' });
    expect(news.textContent).toMatch(/A faster Pontual/);
    expect(news.textContent).toMatch(/Everything in one menu/);
  });

  test('without the support-summary experiment there is no copy button', async () => {
    await openVersion(['wall-board-photos']);
    expect(screen.queryByRole('button', { name: 'Copy for support' })).toBeNull();
  });

  test('with it, one button copies every line as text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openVersion(['version-support-summary']);
    expect(screen.getByText('Preview')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy for support' }));
    await screen.findByText('Copied. Paste it into your support request.');
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toMatch(/^Pontual: 0\.1\.0, implementing specification 1\.13\.0$/m);
    expect(text).toMatch(/^Database: PGlite \(embedded\) · PostgreSQL 17\.4/m);
    expect(text).toMatch(/^GraphQL gateway version: 0\.1\.1$/m);
  });
});
