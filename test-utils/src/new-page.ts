import { vi } from 'vitest';

/**
 * For suites whose files share their worker's environment (`isolate: false`: a fresh happy-dom window and module
 * graph per file cost more than the tests), run first in a setup file: each file still starts as a new page would,
 * with its globals' own functions (no spy, stub or fake timer of an earlier file), its first address, a fresh module registry (module memos, React
 * itself), empty storage and an empty document without sheets.
 * Modules the setup file needs after this (Testing Library) must be imported dynamically, so that they are the
 * instances the test file imports too.
 */
const START_URL = Symbol.for('bookla.test.start-url');

export function startAsNewPage(): void {
  // What an earlier file of the worker left behind: its spies (a stubbed fetch), fake timers, stubbed globals and env.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
  // A file that asks for the node environment has no document.
  if (typeof document === 'undefined') return;
  // The address the worker's page started at: an earlier file may have left it elsewhere (a payment page).
  const globals = globalThis as { [START_URL]?: string; happyDOM?: { setURL(url: string): void } };
  globals[START_URL] ??= location.href;
  if (location.href !== globals[START_URL]) globals.happyDOM?.setURL(globals[START_URL]);
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
}
