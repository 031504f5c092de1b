import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createFakeDesigner, DesignerWorld } from '../harness/fake-designer';
import { AuthGate } from './AuthGate';
import { ServiceError, type ServiceApi } from './service-api';
import { createSessionStore } from './session';
import { TEXTS } from './texts';

/** The gate over a Designer and a service whose token exchange answers with `exchange` (pending: never). */
function renderGate(exchange: ServiceApi['exchangeToken']) {
  const world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  const service = { base: 'http://svc.test', authorizeUrl: () => 'http://svc.test/authorize', exchangeToken: exchange } as unknown as ServiceApi;
  const values = new Map<string, string>();
  const store = createSessionStore({ getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) });
  render(
    <MantineProvider>
      <AuthGate designer={createFakeDesigner(world)} service={service} store={store} notify={vi.fn()}>
        {() => <main>settings</main>}
      </AuthGate>
    </MantineProvider>,
  );
}

// Each view is the extension page's whole content: axe in the panel asks for a main landmark holding it all.
describe('AuthGate views are the main landmark of the panel', () => {
  it("'Loading...' while signing in", async () => {
    renderGate(() => new Promise(() => {}));
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status').textContent).toBe(TEXTS.loading);
  });

  it('the Authorization view when the site has not authorized Bookla', async () => {
    renderGate(async () => {
      throw new ServiceError('unauthorized', 401);
    });
    const heading = await screen.findByRole('heading', { level: 1, name: TEXTS.needsAccess });
    const main = screen.getByRole('main');
    expect(main.contains(heading)).toBe(true);
    expect(within(main).getByRole('img', { name: 'Bookla' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: TEXTS.authorize })).toBeTruthy();
  });
});
