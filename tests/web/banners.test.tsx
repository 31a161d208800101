// Issue #18: the tenant's banners in the layout — current ones only, administrator-only ones hidden from others,
// dismissible per account until the banner changes, labelled for assistive technology; and SUPPORT_URL.
import { Suspense } from 'react';
import type { Environment } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import refreshQuery, { type refreshTenantTextsQuery } from '../../web/src/__generated__/refreshTenantTextsQuery.graphql.ts';
import { TenantTexts } from '../../web/src/support/TenantTexts.tsx';
import { applyTextOverrides } from '../../web/src/support/textOverrides.ts';

configure({ asyncUtilTimeout: 5000 });

function Layout() {
  const data = useLazyLoadQuery<refreshTenantTextsQuery>(refreshQuery, {});
  return <Suspense fallback={null}><TenantTexts query={data} /></Suspense>;
}

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const BANNER = { texts: { en: 'Payroll closes Friday', pt: 'O processamento fecha sexta', fr: null }, startsAt: hours(-1), endsAt: hours(5), audience: 'EVERYONE', severity: 'WARNING', updatedAt: hours(-1) };

interface Options { roles?: string[]; accountId?: number; banners?: Record<string, unknown>[]; supportUrl?: string | null }
function mount({ roles = ['EMPLOYEE'], accountId = 7, banners = [BANNER], supportUrl = null }: Options = {}) {
  const environment = createMockEnvironment();
  const view = render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><Suspense fallback={null}><Layout /></Suspense></RelayEnvironmentProvider>);
  act(() => environment.mock.resolveMostRecentOperation((op) => {
    let i = 0;
    return MockPayloadGenerator.generate(op, {
      Viewer: () => ({ roles }),
      Account: () => ({ databaseId: accountId }),
      Weblang: () => ({ tenant: '1', supportUrl, bannerContents: banners.map(() => ({})), langKeys: [] }),
      Banner: () => ({ databaseId: ++i, ...banners[i - 1] }),
    });
  }));
  return view;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  applyTextOverrides([]);
  await i18next.changeLanguage('en');
});

describe('banners in the layout', () => {
  test('a current banner shows in a labelled region as a status, in the reader\'s language', async () => {
    mount();
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const status = within(region).getByRole('status');
    expect(status.textContent).toContain('Warning: Payroll closes Friday');
    act(() => { void i18next.changeLanguage('pt'); });
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('O processamento fecha sexta'));
  });

  test('a banner outside its period is not shown, nor is an administrators\' banner to an employee', async () => {
    mount({ banners: [
      { ...BANNER, texts: { en: 'Ended', pt: null, fr: null }, startsAt: hours(-5), endsAt: hours(-1) },
      { ...BANNER, texts: { en: 'Later', pt: null, fr: null }, startsAt: hours(2), endsAt: hours(5) },
      { ...BANNER, texts: { en: 'Admins only', pt: null, fr: null }, audience: 'ADMINISTRATORS' },
      { ...BANNER, texts: { en: 'For all', pt: null, fr: null } },
    ] });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getAllByRole('status').map((s) => s.textContent)).toEqual(['Warning: For all']);
  });

  test('an administrator sees the administrators\' banner', async () => {
    mount({ roles: ['ADMIN'], banners: [{ ...BANNER, texts: { en: null, pt: 'Só administradores', fr: null }, audience: 'ADMINISTRATORS', severity: 'INFO' }] });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByRole('status').textContent).toBe('Information: Só administradores');
  });

  test('dismissing hides the banner for this account, keeps hiding it on the next visit, and an edit shows it again', async () => {
    const first = mount();
    const dismiss = await screen.findByRole('button', { name: 'Dismiss: Payroll closes Friday' });
    act(() => dismiss.click());
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    first.unmount();

    const again = mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    again.unmount();

    const other = mount({ accountId: 8 });
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeTruthy();
    other.unmount();

    mount({ banners: [{ ...BANNER, updatedAt: hours(0) }] });
    expect(await screen.findByRole('button', { name: 'Dismiss: Payroll closes Friday' })).toBeTruthy();
  });

  test('with SUPPORT_URL the banners and texts come from that service, without credentials, filtered for the viewer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({
      bannerContents: [
        { id: 3, texts: { en: 'From the support service' }, startsAt: hours(-1), endsAt: hours(1), audience: 'EVERYONE', severity: 'INFO', updatedAt: hours(-1) },
        { id: 4, texts: { en: 'Support: admins' }, startsAt: hours(-1), endsAt: hours(1), audience: 'ADMINISTRATORS', severity: 'INFO', updatedAt: hours(-1) },
      ],
      langKeys: { en: { shell: { features: { clocks: 'Punches' } } }, pt: {}, fr: {} },
    }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    mount({ banners: [{ ...BANNER, texts: { en: 'From the product', pt: null, fr: null } }], supportUrl: 'https://support.example.test' });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getAllByRole('status').map((s) => s.textContent)).toEqual(['Information: From the support service']);
    expect(fetchMock).toHaveBeenCalledWith('https://support.example.test/weblang/1', { credentials: 'omit' });
    expect(i18next.t('shell:features.clocks')).toBe('Punches');
  });
});
