import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../../../web/src/platform/i18n/initI18n.ts';

// relay-test-utils mocks its environment's methods with the global `jest`; vitest's `vi` speaks the same API.
(globalThis as { jest?: unknown }).jest = vi;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
