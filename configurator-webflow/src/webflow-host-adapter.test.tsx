import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { defaultConfig } from '@bookla/runtime/config';
import { describeHostAdapterContract } from '@bookla/configurator/testing';
import { createFakeDesigner, DesignerWorld } from '../harness/fake-designer';
import type { ServiceApi } from './service-api';
import { readEnv } from './env';
import { createWebflowHostAdapter } from './webflow-host-adapter';

function setup() {
  const world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  let release!: () => void;
  const service: ServiceApi = {
    base: 'http://svc.test',
    authorizeUrl: () => 'http://svc.test/authorize',
    exchangeToken: vi.fn(),
    registerScript: vi.fn(() => new Promise<{ dropped: string[] }>((r) => (release = () => r({ dropped: [] })))),
    loadScript: vi.fn(async () => null),
  };
  const adapter = createWebflowHostAdapter({
    designer: createFakeDesigner(world),
    service,
    env: readEnv(),
    session: {
      current: async () => ({ sessionToken: 's', firstName: 'Ann', email: 'ann@example.com', exp: Date.now() + 3_600_000 }),
      renew: async () => null,
      signOut: vi.fn(),
    },
  });
  return { world, service, adapter, release: () => release() };
}

describeHostAdapterContract('Webflow Designer', () => setup().adapter);

describe('the Designer top bar', () => {
  it("notifies through the Designer's own toasts", () => {
    const { world, adapter } = setup();
    adapter.notify('warning', 'careful');
    expect(world.notices).toEqual([{ type: 'Warning', message: 'careful' }]);
  });

  it('Add to Canvas reads "Adding to canvas..." and both buttons wait while it runs', async () => {
    const { world, adapter, release } = setup();
    world.select(world.root.children[0]!.children[0]!.id);
    render(
      <MantineProvider>
        <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Canvas' }));
    const busy = await screen.findByRole('button', { name: 'Adding to canvas...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Load from Canvas' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Canvas' }).hasAttribute('disabled')).toBe(false));
    expect(world.notices.map((n) => n.message)).toContain('Bookla script added to the canvas.');
  });
});
