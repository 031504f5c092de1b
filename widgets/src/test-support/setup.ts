import { afterEach } from 'vitest';
import { startAsNewPage } from '@bookla/test-utils/new-page';

startAsNewPage();
const { cleanup, configure } = await import('@testing-library/react');

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The widgets talk to a real sandbox over HTTP and load their later steps lazily: on a loaded 2-core CI
// machine that can take longer than Testing Library's default 1 s wait ('buys signed in with Bearer' timed
// out that way while other suites ran). A wait still fails, only later; nothing here measures speed.
configure({ asyncUtilTimeout: 5000 });
