import { describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createNotificationStore } from '../../web/src/platform/notifications/createNotificationStore.ts';
import { NotificationList } from '../../web/src/platform/notifications/NotificationList.tsx';

function manualStore() {
  const timers: Array<() => void> = [];
  const store = createNotificationStore((fn) => { timers.push(fn); });
  return { store, runTimers: () => timers.splice(0).forEach((fn) => fn()) };
}

describe('notifications', () => {
  test('a message identical to one already shown is ignored', () => {
    const { store } = manualStore();
    render(<NotificationList store={store} />);
    act(() => {
      expect(store.notify('error', 'Invalid credentials')).toBe(true);
      expect(store.notify('error', 'Invalid credentials')).toBe(false);
      store.notify('warning', 'Reports may be affected');
      store.notify('success', 'Saved');
    });
    expect(screen.getAllByText('Invalid credentials')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Invalid credentials'));
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([expect.stringContaining('Reports may be affected'), expect.stringContaining('Saved')]);
  });

  test('success and warning go away by themselves; errors stay until dismissed', () => {
    const { store, runTimers } = manualStore();
    render(<NotificationList store={store} />);
    act(() => {
      store.notify('success', 'Saved');
      store.notify('error', 'Failed');
      runTimers();
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Failed')).toBeNull();
    act(() => { store.notify('error', 'Failed'); });
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});
