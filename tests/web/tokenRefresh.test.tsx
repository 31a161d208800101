import type { Environment } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { environmentHolder } from '../../web/src/platform/relay/environmentHolder.ts';
import { EXPIRY_CHECK_MS, REFRESH_CHECK_MS, REFRESH_FORCED_MS, useTokenRefresh } from '../../web/src/session/useTokenRefresh.ts';
import { testToken } from './support/testToken.ts';

const HOUR = 3600;

function Session({ onExpired }: { onExpired: () => void }) {
  useTokenRefresh(onExpired);
  return null;
}

function start(expiresInSeconds: number) {
  localStorage.setItem('pontual.token', testToken(expiresInSeconds));
  const environment = createMockEnvironment();
  environmentHolder.replace(environment as unknown as Environment);
  const onExpired = vi.fn();
  render(<Session onExpired={onExpired} />);
  const refreshes = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'useTokenRefreshMutation').length;
  return { onExpired, refreshes };
}

describe('session refresh (core §4, §9)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  test('a token expiring within 18 hours is refreshed at once', () => {
    expect(start(17 * HOUR).refreshes()).toBe(1);
  });

  test('a fresh token is refreshed at the half-hour check once it is within 18 hours', () => {
    const { refreshes } = start(18 * HOUR + 20 * 60);
    expect(refreshes()).toBe(0);
    act(() => { vi.advanceTimersByTime(REFRESH_CHECK_MS); });
    expect(refreshes()).toBe(1);
  });

  test('every 16 hours the token is refreshed anyway, however long it still runs', () => {
    const { refreshes } = start(72 * HOUR);
    act(() => { vi.advanceTimersByTime(REFRESH_FORCED_MS - 1000); });
    expect(refreshes()).toBe(0);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(refreshes()).toBe(1);
  });

  test('a token that lapses while the page is open ends the session within 2 minutes', () => {
    expect(EXPIRY_CHECK_MS).toBe(2 * 60_000);
    const { onExpired } = start(90);
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(onExpired).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(EXPIRY_CHECK_MS); });
    expect(onExpired).toHaveBeenCalled();
  });

  test('coming back to the tab after the token lapsed ends the session at once', () => {
    const { onExpired } = start(30);
    vi.setSystemTime(Date.now() + 60_000);
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(onExpired).toHaveBeenCalled();
  });
});
