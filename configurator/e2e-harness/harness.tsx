// The page the configurator's browser tests drive: <Configurator> with an in-memory test adapter whose
// demo company is the test's sandbox (given in window.__HARNESS__). Built with esbuild by the spec.
// The same Mantine sheets as the apps link.
import '../src/mantine.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Configurator, configuratorCssVariables, configuratorTheme, type HostAdapter } from '@bookla/configurator';

declare global {
  interface Window {
    __HARNESS__: { demo: HostAdapter['api']['demo']; demoApiUrl: string };
    __NOTICES__: string[];
  }
}

window.__NOTICES__ = [];
const host: HostAdapter = {
  mode: 'standalone',
  TopBarActions: () => null,
  notify: (kind, message) => void window.__NOTICES__.push(`${kind}: ${message}`),
  api: { demo: window.__HARNESS__.demo, demoApiUrl: window.__HARNESS__.demoApiUrl },
  links: { docs: 'https://docs.bookla.com', platform: 'https://app.bookla.com' },
};

// The hosts' theme; light or dark as the browser prefers (a spec emulates either).
createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={configuratorTheme} cssVariablesResolver={configuratorCssVariables} defaultColorScheme="auto">
    {/* The host owns the page: its heading and main landmark. */}
    <main style={{ height: '100vh' }}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Bookla Configurator</h1>
      <Configurator host={host} />
    </main>
  </MantineProvider>,
);
