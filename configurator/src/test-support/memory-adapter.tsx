import type { HostAdapter } from '../host-adapter';

/** A correct, minimal host for tests: in-memory drafts, notices dropped. */
export function memoryAdapter(): HostAdapter {
  const saved = new Map<string, unknown>();
  return {
    mode: 'standalone',
    TopBarActions: () => <button type="button">Export Code</button>,
    notify: () => {},
    drafts: {
      load: (t) => (saved.has(t) ? structuredClone(saved.get(t)) : undefined),
      save: (t, c) => void saved.set(t, structuredClone(c)),
      clear: () => saved.clear(),
    },
    api: { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://127.0.0.1:4010/api' },
    links: { docs: 'https://docs.bookla.com', platform: 'https://app.bookla.com' },
  };
}

