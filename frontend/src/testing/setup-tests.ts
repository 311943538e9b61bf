import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setupTestI18n } from './test-i18n';

// React Router builds a fetch Request (Node's) with an AbortSignal (jsdom's) when a route has a
// loader, and Node rejects the foreign signal. Tests drop the signal; browsers are unaffected.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    if (init?.signal) {
      const { signal: _jsdomSignal, ...rest } = init;
      super(input, rest);
    } else {
      super(input, init);
    }
  }
};

// Files that opt into `@vitest-environment node` (build and source checks) have no DOM to reset.
const hasDom = typeof window !== 'undefined';

beforeEach(async () => {
  if (hasDom) await setupTestI18n('en');
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // forget the language cookie between tests
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
