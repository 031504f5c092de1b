import { defineConfig } from '@playwright/test';
import { chromium143Projects } from './support/chromium-143';

const CI = Boolean(process.env.CI);

// Debian's chromium, never a downloaded browser (the same browser in CI and on every machine, no download).
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Chromium as browsers ship it for a cross-site iframe's storage: partitioned by the top-level site. Playwright turns
 * partitioning off (its issue 32230), and with third-party cookies blocked, as this Chromium blocks them, a cross-
 * site iframe then has no storage at all, where Chrome gives it a partition: the Webflow extension's panel (an
 * iframe of the Designer's on its own site) keeps its session and drafts there. Playwright's own list of disabled
 * features (chromiumSwitches.ts), partitioning left out; a later --disable-features replaces the earlier one.
 */
export const CHROMIUM_PARTITIONED_STORAGE = {
  ...CHROMIUM_LAUNCH,
  args: [
    ...CHROMIUM_LAUNCH.args,
    '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  globalSetup: './support/global-setup.ts',
  // `list` for people; the summary reporter writes test-results/summary.json ({ passed, failed, … })
  // for .ci/run; list's closing "N passed" / "N failed" lines are also what .ci/summarize.mjs reads.
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM_LAUNCH,
    viewport: { width: 1024, height: 900 },
    locale: 'en-US',
    // A trace recorded for every test costs the suite ~70% more CPU (booking and keyboard specs: 24 CPU-s with
    // retain-on-failure, 14 without), and the end-to-end suite is what CI waits for: CI records one on a failed
    // test's retry, which CI always makes; a run on a developer's machine (no retries) keeps each failure's.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every spec on Debian's Chromium (the newest); the code-loading specs also on Chromium 143 (support/chromium-143.ts).
  projects: [{ name: 'chromium' }, ...chromium143Projects(CHROMIUM_LAUNCH)],
});
