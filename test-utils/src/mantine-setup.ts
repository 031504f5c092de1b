import { afterEach } from 'vitest';
import { startAsNewPage } from './new-page';

startAsNewPage();
const { cleanup, configure } = await import('@testing-library/react');

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// UI that follows a lazy import (the Export dialog, the preview's widget) or a request can take over the default
// 1 s on a loaded 2-core CI machine (a clean-clone run failed on it once). These waits still fail when the thing
// never appears; nothing here measures speed.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which happy-dom lacks.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// A popover's focus trap looks for a tabbable field on a timer after it opens; when that timer runs after the test
// has ended and unmounted the popover, it finds nothing and warns with the whole node, thousands of lines. Tabbing
// through open popovers is checked in Chromium (the configurator e2e); here only that warning is dropped.
// Once per worker: files that share it run this setup each.
const FILTERED = Symbol.for('bookla.test.focus-trap-warning-dropped');
if (!(FILTERED in console.warn)) {
  const warn = console.warn.bind(console);
  console.warn = Object.assign((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap] Failed to find focusable element')) return;
    warn(...args);
  }, { [FILTERED]: true });
}
