// Issue #17 item 3: the header badges follow `pendingCountsChanged` without waiting for a poll.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { MemoryRouter } from 'react-router';
import refreshQuery, { type usePendingCountsRefreshQuery } from '../../web/src/__generated__/usePendingCountsRefreshQuery.graphql.ts';
import { PendingBadges } from '../../web/src/shell/PendingBadges.tsx';
import { useLivePendingCounts } from '../../web/src/shell/useLivePendingCounts.ts';
import { testToken } from './support/testToken.ts';

function Header() {
  useLivePendingCounts(true);
  const data = useLazyLoadQuery<usePendingCountsRefreshQuery>(refreshQuery, {});
  return data.viewer ? <PendingBadges viewer={data.viewer} /> : null;
}

describe('live pending counts', () => {
  test('a pendingCountsChanged event changes the badges at once', async () => {
    localStorage.setItem('pontual.token', testToken());
    const environment = createMockEnvironment();
    render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><MemoryRouter><Suspense fallback={null}><Header /></Suspense></MemoryRouter></RelayEnvironmentProvider>);
    const named = (name: string) => waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
      expect(op, name).toBeTruthy();
      return op as OperationDescriptor;
    });
    const query = await named('usePendingCountsRefreshQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      PendingCounts: () => ({ absenceRequests: { count: 1, scope: 'COMPANY' }, inconsistencies: null, documents: null }),
    })));
    expect(await screen.findByRole('link', { name: '1 absence request waiting' })).toBeTruthy();
    const feed = await named('useLivePendingCountsSubscription');
    act(() => environment.mock.nextValue(feed, { data: { pendingCountsChanged: {
      absenceRequests: { count: 4, scope: 'COMPANY' }, inconsistencies: { count: 2, scope: 'COMPANY' }, documents: null,
    } } }));
    const links = within(screen.getByRole('navigation', { name: 'Waiting for you' })).getAllByRole('link').map((a) => a.getAttribute('aria-label'));
    expect(links).toEqual(['4 absence requests waiting', '2 pending inconsistencies']);
  });
});
