import { Suspense } from 'react';
import type { Environment } from 'relay-runtime';
import { describe, expect, test, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { MemoryRouter } from 'react-router';
import refreshQuery, { type usePendingCountsRefreshQuery } from '../../web/src/__generated__/usePendingCountsRefreshQuery.graphql.ts';
import layoutQuery from '../../web/src/__generated__/AppLayoutQuery.graphql.ts';
import { PendingBadges, pendingBadges } from '../../web/src/shell/PendingBadges.tsx';
import { POLL_MS, STALE_MS } from '../../web/src/shell/usePendingCountsRefresh.ts';
import { testToken } from './support/testToken.ts';
import { mutationEvents } from '../../web/src/platform/relay/mutationEvents.ts';

type Env = ReturnType<typeof createMockEnvironment>;
type Count = { count: number; scope: 'COMPANY' | 'DEPARTMENT' | 'OWN' } | null;
type Counts = { absenceRequests: Count; inconsistencies: Count; documents: Count };

function Badges() {
  const data = useLazyLoadQuery<usePendingCountsRefreshQuery>(refreshQuery, {});
  return data.viewer ? <PendingBadges viewer={data.viewer} /> : null;
}

function open(): Env {
  localStorage.setItem('pontual.token', testToken());
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <MemoryRouter><Suspense fallback={<p>loading</p>}><Badges /></Suspense></MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

/** Answers the latest query and lets the suspended badges render. */
async function answer(environment: Env, counts: Counts) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { PendingCounts: () => counts }));
  });
}

const labels = () => within(screen.getByRole('navigation', { name: 'Waiting for you' })).getAllByRole('link')
  .map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-label')} [${a.textContent}]`);

describe('pending-count badges', () => {
  test('the layout asks for the counts in a deferred part, so the page does not wait for them', () => {
    expect(layoutQuery.params.text).toMatch(/\.\.\.PendingBadges_viewer @defer\(label: "AppLayoutQuery\$defer\$pendingCounts"\)/);
  });

  test('each count above zero links to the page of its scope; zeros and counts that do not concern the viewer show nothing', async () => {
    const environment = open();
    await answer(environment, {
      absenceRequests: { count: 3, scope: 'DEPARTMENT' },
      inconsistencies: { count: 1, scope: 'OWN' },
      documents: { count: 0, scope: 'COMPANY' },
    });
    expect(labels()).toEqual([
      '/dep-absences 3 absence requests waiting [3]',
      '/my-inconsistencies 1 pending inconsistency [1]',
    ]);
  });

  test('nothing at all is shown while nothing waits', async () => {
    const environment = open();
    await answer(environment, { absenceRequests: null, inconsistencies: { count: 0, scope: 'OWN' }, documents: null });
    expect(screen.queryByRole('navigation', { name: 'Waiting for you' })).toBeNull();
  });

  test('large counts are shown in full on the badge, the same number screen readers hear (WCAG 2.5.3)', async () => {
    expect(pendingBadges({ absenceRequests: null, inconsistencies: { count: 250, scope: 'COMPANY' }, documents: null }))
      .toEqual([{ kind: 'inconsistencies', count: 250, to: '/inconsistencies' }]);
    const environment = open();
    await answer(environment, { absenceRequests: null, inconsistencies: { count: 250, scope: 'COMPANY' }, documents: { count: 4, scope: 'COMPANY' } });
    expect(labels()).toEqual(['/inconsistencies 250 pending inconsistencies [250]', '/documents 4 documents waiting for approval [4]']);
  });

  test('a successful save reads the counts again (once for a burst of saves), and the badges follow', async () => {
    vi.useFakeTimers();
    try {
      const environment = open();
      await answer(environment, { absenceRequests: { count: 6, scope: 'COMPANY' }, inconsistencies: null, documents: { count: 3, scope: 'COMPANY' } });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      act(() => { mutationEvents.committed(); mutationEvents.committed(); mutationEvents.committed(); });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      act(() => { vi.advanceTimersByTime(500); });
      expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toEqual(['usePendingCountsRefreshQuery']);
      await answer(environment, { absenceRequests: { count: 5, scope: 'COMPANY' }, inconsistencies: null, documents: { count: 2, scope: 'COMPANY' } });
      expect(labels()).toEqual(['/absences 5 absence requests waiting [5]', '/documents 2 documents waiting for approval [2]']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the counts are read again every few minutes while the tab is visible', async () => {
    vi.useFakeTimers();
    try {
      const environment = open();
      await answer(environment, { absenceRequests: { count: 1, scope: 'COMPANY' }, inconsistencies: null, documents: null });
      act(() => { vi.advanceTimersByTime(POLL_MS - 1000); });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      act(() => { vi.advanceTimersByTime(1000); });
      expect(environment.mock.getAllOperations()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a hidden tab is not polled; coming back reads the counts again only when they are over a minute old', async () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      const environment = open();
      await answer(environment, { absenceRequests: { count: 1, scope: 'COMPANY' }, inconsistencies: null, documents: null });
      visibility.mockReturnValue('hidden');
      act(() => { vi.advanceTimersByTime(POLL_MS * 2); });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      visibility.mockReturnValue('visible');
      act(() => { document.dispatchEvent(new Event('visibilitychange')); });
      expect(environment.mock.getAllOperations()).toHaveLength(1);
      await answer(environment, { absenceRequests: { count: 2, scope: 'COMPANY' }, inconsistencies: null, documents: null });
      act(() => { vi.advanceTimersByTime(STALE_MS / 2); window.dispatchEvent(new Event('focus')); });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  test('once the session has lapsed nothing is asked, so the layout\'s viewer is never overwritten', async () => {
    vi.useFakeTimers();
    try {
      const environment = open();
      await answer(environment, { absenceRequests: { count: 1, scope: 'COMPANY' }, inconsistencies: null, documents: null });
      localStorage.setItem('pontual.token', testToken(-60));
      act(() => { mutationEvents.committed(); vi.advanceTimersByTime(POLL_MS); });
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(labels()).toEqual(['/absences 1 absence request waiting [1]']);
    } finally {
      vi.useRealTimers();
    }
  });
});
