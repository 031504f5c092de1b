import { vi } from 'vitest';

/**
 * For suites whose files share their worker's environment (`isolate: false`: a fresh happy-dom window and module
 * graph per file cost more than the tests), run first in a setup file: each file still starts as a new page would,
 * with a fresh module registry (module memos, React itself), empty storage and an empty document without sheets.
 * Modules the setup file needs after this (Testing Library) must be imported dynamically, so that they are the
 * instances the test file imports too.
 */
export function startAsNewPage(): void {
  vi.resetModules();
  // A file that asks for the node environment has no document.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
}
