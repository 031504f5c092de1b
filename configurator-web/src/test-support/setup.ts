import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
