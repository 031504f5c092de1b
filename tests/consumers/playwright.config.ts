import { defineConfig } from '@playwright/test';
import suite from '../playwright.config';
import { CONSUMER_APPS } from './apps.mjs';

// The apps run.mjs built (both, unless one failed to build: its spec would only repeat that failure).
const built = (process.env.BOOKLA_CONSUMERS ?? CONSUMER_APPS.map((app) => app.name).join(',')).split(',');
const apps = CONSUMER_APPS.filter((app) => built.includes(app.name));

// The end-to-end suite's settings (browser, workers, retries, timeouts, traces), less its global setup (the CDN
// stand-in) and its projects; `list` reports alone (the suite's summary file is its own).
const { globalSetup: _setup, projects: _projects, reporter: _reporter, ...shared } = suite;

// The consumer apps as their users serve them (vite preview, next start), and the sandbox each one's exported
// code points at. Run by run.mjs check, after the apps' builds.
export default defineConfig({
  ...shared,
  outputDir: 'test-results',
  reporter: 'list',
  projects: apps.map((app) => ({ name: app.name, use: { baseURL: `http://127.0.0.1:${app.port}` } })),
  webServer: [
    ...apps.map((app) => ({
      command: `node -e "import('@bookla/sandbox').then((s) => s.startSandbox({ port: ${app.sandboxPort}, host: '127.0.0.1' }))"`,
      url: `http://127.0.0.1:${app.sandboxPort}/sandbox/info`,
      reuseExistingServer: false,
      timeout: 30_000,
    })),
    ...apps.map((app) => ({
      command: [...app.serve, String(app.port)].join(' '),
      cwd: app.folder,
      url: `http://127.0.0.1:${app.port}/`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
