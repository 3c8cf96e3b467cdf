import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { LOCALES } from '@wealthlog/core';
import { resetApiPipeline } from '../lib/api/client';
import { i18n, loadLocale } from '../lib/i18n';
import { loginLimiter, registrationLimiter } from '../lib/rate-limiter';
import { areaTexts } from './area-texts';
import { stubApi } from './api-stub';

// jsdom lacks the browser APIs Mantine reads: colour-scheme media queries, element resize
// observation (ScrollArea, SegmentedControl) and scrollIntoView (Combobox).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = vi.fn();

// A whole-app render (session restore, frame, page) takes about a second in jsdom on a busy
// machine; findBy*'s default 1 s made route tests flaky, so wait up to 5 s (a pass is still fast).
configure({ asyncUtilTimeout: 5000 });

// The app fetches a locale's texts on demand; tests switch languages at will, so all are loaded.
// Every area's texts too: a component test renders a part without the lazy page that would fetch
// them (app/page-texts.test.ts proves each page names the areas it shows).
await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
for (const { texts } of areaTexts)
  for (const locale of LOCALES)
    i18n.addResourceBundle(locale, 'translation', texts[locale], true, true);

// No test reaches the network: unless a test stubs its own answers, every call answers 404.
beforeEach(() => {
  stubApi();
});

afterEach(() => {
  cleanup();
  notifications.clean();
  // Module-level state (breaker, limiters, cache, storage) must not leak from one test to the next.
  resetApiPipeline();
  loginLimiter.reset();
  registrationLimiter.reset();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
