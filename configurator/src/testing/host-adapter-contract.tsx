// The contract every HostAdapter meets, run by each host's own tests (`@bookla/configurator/testing`), so the
// standalone app and the Webflow extension cannot drift apart in what the configurator relies on.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { WIDGET_TYPES, defaultConfig, diffFromDefaults, type WidgetType } from '@bookla/runtime/config';
import type { ConfiguratorApi, HostAdapter } from '../host-adapter';

const isHttpUrl = (u: unknown) => {
  try {
    return typeof u === 'string' && /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
};

function fakeApi(type: WidgetType): ConfiguratorApi {
  return {
    widgetType: type,
    config: defaultConfig(type),
    usesDemoData: true,
    applyImported: () => ({ warnings: [] }),
    resetAll: () => {},
  };
}

/**
 * Runs the HostAdapter contract against `make` (called afresh for every test; give it clean storage).
 * Call it at the top level of a test file of the host package.
 */
export function describeHostAdapterContract(name: string, make: () => HostAdapter | Promise<HostAdapter>): void {
  describe(`HostAdapter contract: ${name}`, () => {
    it('names its mode', async () => {
      expect(['standalone', 'host']).toContain((await make()).mode);
    });

    it('has demo credentials for the API tab placeholders and an absolute demo API base', async () => {
      const { api } = await make();
      for (const key of ['apiKey', 'companyId', 'serviceId'] as const) expect(api.demo[key], key).toMatch(/\S/);
      expect(isHttpUrl(api.demoApiUrl), `demoApiUrl ${api.demoApiUrl}`).toBe(true);
      if (api.liveApiUrl !== undefined) expect(isHttpUrl(api.liveApiUrl), `liveApiUrl ${api.liveApiUrl}`).toBe(true);
    });

    it('links the docs and the platform with http(s) URLs', async () => {
      const { links } = await make();
      expect(isHttpUrl(links.docs)).toBe(true);
      expect(isHttpUrl(links.platform)).toBe(true);
    });

    it('accepts every notice kind without throwing', async () => {
      const host = await make();
      for (const kind of ['success', 'error', 'warning', 'info'] as const) expect(() => host.notify(kind, `a ${kind} notice`)).not.toThrow();
    });

    it.each(WIDGET_TYPES)('renders its top-bar actions for a %s configuration', async (type) => {
      const host = await make();
      const { container, unmount } = render(
        <MantineProvider>
          <host.TopBarActions api={fakeApi(type)} />
        </MantineProvider>,
      );
      expect(container.querySelectorAll('button, a').length).toBeGreaterThan(0);
      unmount();
    });

    it('drafts, when kept: what is saved loads back per type, nothing before, and clear empties', async () => {
      const { drafts } = await make();
      if (!drafts) return;
      drafts.clear();
      for (const type of WIDGET_TYPES) expect(drafts.load(type)).toBeUndefined();
      const booking = { ...defaultConfig('booking'), apiKey: 'k1', termsEnabled: true };
      drafts.save('booking', booking);
      expect(diffFromDefaults('booking', drafts.load('booking') as never)).toMatchObject({ apiKey: 'k1', termsEnabled: true });
      expect(drafts.load('giftcard')).toBeUndefined();
      drafts.clear();
      expect(drafts.load('booking')).toBeUndefined();
    });
  });
}
