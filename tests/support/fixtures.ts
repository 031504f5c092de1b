import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startSandbox } from '@bookla/sandbox';

export { expect };

export type ServiceType = 'fixed' | 'flexible' | 'group' | 'ticket' | 'days';

/** What GET /sandbox/info tells us; only the fields the specs use are typed. */
export interface SandboxInfo {
  apiKey: string;
  companyId: string;
  /** Seeded service id per service type. */
  services: Record<ServiceType, string>;
  /** IANA zone of each seeded service. */
  timeZones: Record<ServiceType, string>;
  tickets: Record<string, string>;
  plans: Record<string, string>;
  giftCards: Record<string, string>;
  /** A second company with its own key (an owner's own account, for the configurator's live state). */
  liveCompany: { name: string; apiKey: string; companyId: string; serviceId: string; resourceId: string; planId: string; giftCardId: string; timeZone: string };
  [key: string]: unknown;
}

export interface Sandbox {
  /** Origin of the sandbox, e.g. http://127.0.0.1:40123 */
  url: string;
  /** API base the widgets use (…/api). */
  apiUrl: string;
  info: SandboxInfo;
  reset: () => Promise<void>;
}

export type WidgetType = 'booking' | 'subscription' | 'giftcard';
export interface WidgetSetup {
  type: WidgetType;
  target: string;
  config: Record<string, unknown>;
}

export interface HostOptions {
  widgets: WidgetSetup[];
  /** Mount only when the test calls window.__bookla.init(). */
  manual?: boolean;
}

interface Fixtures {
  staticUrl: string;
  /** Opens a host page from tests/pages with the given widgets. */
  openHost: (pageName: string, options: HostOptions) => Promise<void>;
  /** Serves `html` as `<name>-<worker>.html` from the static origin and returns its URL (for pages a test writes itself). */
  servePage: (name: string, html: string) => string;
  /** Uncaught page errors and console errors seen during the test. */
  pageProblems: { pageErrors: string[]; consoleErrors: string[]; refused: string[] };
  /** Base config every widget needs: credentials and the sandbox API. */
  baseConfig: { apiKey: string; companyId: string; apiUrl: string };
}

interface WorkerFixtures {
  sandbox: Sandbox;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // One sandbox per worker: bookings of one worker never meet another worker's reset.
  sandbox: [
    async ({}, use) => {
      const running = await startSandbox({ port: 0, host: '127.0.0.1' });
      // Read over HTTP like any client would, not from the in-process object.
      const res = await fetch(`${running.url}/sandbox/info`);
      if (!res.ok) throw new Error(`GET /sandbox/info → ${res.status}`);
      const info = normaliseInfo(await res.json());
      await use({ url: running.url, apiUrl: running.apiUrl, info, reset: async () => running.reset() });
      await running.close();
    },
    { scope: 'worker' },
  ],

  staticUrl: async ({}, use) => {
    const url = process.env.BOOKLA_STATIC_URL;
    if (!url) throw new Error('BOOKLA_STATIC_URL unset: global setup did not run');
    await use(url);
  },

  baseConfig: async ({ sandbox }, use) => {
    await use({ apiKey: sandbox.info.apiKey, companyId: sandbox.info.companyId, apiUrl: sandbox.apiUrl });
  },

  pageProblems: [
    async ({ page }, use) => {
      const problems = { pageErrors: [] as string[], consoleErrors: [] as string[], refused: [] as string[] };
      page.on('pageerror', (e) => problems.pageErrors.push(`${e.name}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.consoleErrors.push(m.text());
        if (/Refused to/i.test(m.text())) problems.refused.push(m.text());
      });
      await use(problems);
    },
    { auto: true },
  ],

  // Written into the served snapshot, not fulfilled by the runner: a fulfilled page counts as public to
  // Chromium, which then blocks the widgets' calls to the loopback sandbox.
  servePage: async ({ staticUrl }, use, testInfo) => {
    const dir = process.env.BOOKLA_DIST_SNAPSHOT;
    if (!dir) throw new Error('BOOKLA_DIST_SNAPSHOT unset: global setup did not run');
    await use((name, html) => {
      const file = `${name}-${testInfo.workerIndex}.html`;
      writeFileSync(join(dir, file), html);
      return `${staticUrl}/${file}`;
    });
  },

  openHost: async ({ page, staticUrl, sandbox }, use) => {
    await use(async (pageName, options) => {
      await page.goto(hostUrl(staticUrl, sandbox, pageName, options));
    });
  },
});

export function hostUrl(staticUrl: string, sandbox: Pick<Sandbox, 'url'>, pageName: string, options: HostOptions): string {
  const q = new URLSearchParams({ api: new URL(sandbox.url).origin, setup: JSON.stringify(options) });
  return `${staticUrl}/pages/${pageName}.html?${q}`;
}

/** Accepts the sandbox's info shape and fails loudly when a field the specs need is absent. */
function normaliseInfo(raw: Record<string, unknown>): SandboxInfo {
  const info = raw as SandboxInfo;
  for (const key of ['apiKey', 'companyId', 'services', 'timeZones'] as const) {
    if (!info[key]) throw new Error(`/sandbox/info lacks ${key}: ${JSON.stringify(raw).slice(0, 400)}`);
  }
  return info;
}

/** The widget's shadow host content is reached by Playwright's locators (they pierce open roots). */
export function widgetIn(page: Page, selector = '#widget') {
  return page.locator(selector);
}
