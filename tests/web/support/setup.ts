import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18nOptions, NAMESPACES } from '../../../web/src/i18n.ts';
import { accessToken } from '../../../web/src/platform/auth/accessToken.ts';
import { initI18n } from '../../../web/src/platform/i18n/initI18n.ts';
import { tokenStore } from '../../../web/src/session/tokenStore.ts';

// relay-test-utils mocks its environment's methods with the global `jest`; vitest's `vi` speaks the same API.
(globalThis as { jest?: unknown }).jest = vi;

// The registrations main.tsx makes. Component tests render screens without their route, so every namespace loads.
accessToken.register(() => tokenStore.get());

beforeAll(async () => {
  await initI18n({ ...i18nOptions, locale: 'en', preload: NAMESPACES });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
