import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { CONSUMER_APPS, SANDBOX_PORT } from './apps.mjs';

const CI = Boolean(process.env.CI);
// The apps run.mjs built (both, unless one failed to build: its spec would only repeat that failure).
const built = (process.env.BOOKLA_CONSUMERS ?? CONSUMER_APPS.map((app) => app.name).join(',')).split(',');
const apps = CONSUMER_APPS.filter((app) => built.includes(app.name));

// The consumer apps as their users serve them (vite preview, next start), and the sandbox their exported code
// points at. Run by run.mjs check, after the apps' builds.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  reporter: 'list',
  use: { browserName: 'chromium', headless: true, launchOptions: CHROMIUM_LAUNCH, viewport: { width: 1024, height: 900 }, locale: 'en-US', trace: 'retain-on-failure' },
  projects: apps.map((app) => ({ name: app.name, use: { baseURL: `http://127.0.0.1:${app.port}` } })),
  webServer: [
    {
      command: `node -e "import('@bookla/sandbox').then((s) => s.startSandbox({ port: ${SANDBOX_PORT}, host: '127.0.0.1' }))"`,
      url: `http://127.0.0.1:${SANDBOX_PORT}/sandbox/info`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
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
