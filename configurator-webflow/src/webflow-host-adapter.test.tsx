import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { defaultConfig } from '@bookla/runtime/config';
import { Configurator, configuratorTheme } from '@bookla/configurator';
import { describeHostAdapterContract } from '@bookla/configurator/testing';
import { focusFixup } from '@bookla/test-utils/focus-fixup';
import { createFakeDesigner, DesignerWorld } from '@bookla/webflow-fake/designer';
import type { ServiceApi } from './service-api';
import { readEnv } from './env';
import { TEXTS } from './texts';
import { createWebflowHostAdapter, siteDraftKey } from './webflow-host-adapter';

function setup(siteId: string | null = 'site-1') {
  const world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  let release!: () => void;
  let signedOut!: (done: boolean) => void;
  const session = {
    current: async () => ({ sessionToken: 's', firstName: 'Ann', email: 'ann@example.com', exp: Date.now() + 3_600_000 }),
    renew: async () => null,
    rejected: vi.fn(),
    user: () => ({ firstName: 'Ann', email: 'ann@example.com' }),
    signOut: vi.fn(() => new Promise<boolean>((r) => (signedOut = r))),
    finishSignOut: (done: boolean) => signedOut(done),
  };
  const service: ServiceApi = {
    base: 'http://svc.test',
    authorizeUrl: () => 'http://svc.test/authorize',
    exchangeToken: vi.fn(),
    signOut: vi.fn(),
    registerScript: vi.fn(() => new Promise<{ dropped: string[] }>((r) => (release = () => r({ dropped: [] })))),
    loadScript: vi.fn(async () => null),
    removeScript: vi.fn(async () => true),
    pageWidgets: vi.fn(async () => [{ elementId: world.root.children[0]!.children[0]!.id, mode: 'inline' as const }]),
  };
  const adapter = createWebflowHostAdapter({
    designer: createFakeDesigner(world),
    service,
    env: readEnv(),
    session,
    siteId: siteId ?? undefined,
  });
  return { world, service, adapter, session, release: () => release() };
}

describeHostAdapterContract('Webflow Designer', () => setup().adapter);

describe("the panel's drafts", () => {
  beforeEach(() => localStorage.clear());

  it("are the site's: a panel opened again on the site has them, another site's panel does not", () => {
    setup('site-1').adapter.drafts!.save('booking', { apiKey: 'site-1-key', termsEnabled: true });
    expect(localStorage.getItem(siteDraftKey('site-1')('booking'))).not.toBeNull();
    expect(setup('site-1').adapter.drafts!.load('booking')).toEqual({ apiKey: 'site-1-key', termsEnabled: true });
    expect(setup('site-2').adapter.drafts!.load('booking')).toBeUndefined();
  });

  it('a site that could not be read keeps none', () => {
    expect(setup(null).adapter.drafts).toBeUndefined();
  });

  it("a browser that will not keep them says so once, as a Designer toast with the panel's own advice", () => {
    const { world, adapter } = setup();
    const full = { getItem: () => null, removeItem: () => {}, setItem: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } };
    vi.stubGlobal('localStorage', full);
    try {
      adapter.drafts!.save('booking', { apiKey: 'a' });
      adapter.drafts!.save('booking', { apiKey: 'b' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(world.notices).toEqual([{ type: 'Warning', message: TEXTS.draftsNotSaved }]);
  });
});

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
    expect(screen.getByRole('button', { name: 'Remove from Canvas' }).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Canvas' }).hasAttribute('disabled')).toBe(false));
    expect(world.notices.map((n) => n.message)).toContain('Bookla script added to the canvas.');
  });

  it('Remove from Canvas asks first: Cancel removes nothing; Remove takes the widget off and says so', async () => {
    const { world, adapter, service } = setup();
    const target = world.root.children[0]!.children[0]!;
    target.domId = `bookla-${target.id}`;
    world.select(target.id);
    const api = { widgetType: 'booking' as const, config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} };
    render(
      <MantineProvider>
        <adapter.TopBarActions api={api} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove from Canvas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the widget?' });
    expect(dialog.textContent).toContain('To keep them, press Cancel and Load from Canvas first.');
    // Cancel has the focus: Enter on an opened dialog must not delete anything.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.removeScript).not.toHaveBeenCalled();
    // Escape closes it the same way.
    fireEvent.click(screen.getByRole('button', { name: 'Remove from Canvas' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Remove the widget?' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.removeScript).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove from Canvas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(world.notices.map((n) => n.message)).toContain('Bookla widget removed from the canvas.'));
    expect(service.removeScript).toHaveBeenCalledExactlyOnceWith('s', 'site-1', target.id);
    expect(target.domId).toBe('');
  });

  it('Remove from Canvas gives the focus back to its button: closed by Escape, the close button or Cancel, and after Remove once it is done', async () => {
    // The button is busy (disabled) while the widget is looked up and while it is removed: in a browser that takes
    // the focus from it each time.
    const undoFixup = focusFixup();
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    const { world, adapter, service } = setup();
    const target = world.root.children[0]!.children[0]!;
    target.domId = `bookla-${target.id}`;
    world.select(target.id);
    let finishRemove!: () => void;
    service.removeScript = vi.fn(() => new Promise<boolean>((r) => (finishRemove = () => r(true))));
    render(
      <MantineProvider theme={configuratorTheme}>
        <Configurator host={adapter} />
      </MantineProvider>,
    );
    const remove = screen.getByRole('button', { name: 'Remove from Canvas' });
    const open = async () => {
      act(() => remove.focus());
      fireEvent.click(remove);
      const dialog = await screen.findByRole('dialog', { name: 'Remove the widget?' });
      await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
      return dialog;
    };
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove the widget?' })).toBeNull());
    for (const close of [
      () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await open();
      close();
      await closed();
      await waitFor(() => expect(document.activeElement).toBe(remove));
    }
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closed();
    await screen.findByRole('button', { name: 'Removing from canvas...' });
    expect(document.activeElement).not.toBe(remove);
    finishRemove();
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(remove.textContent).toBe('Remove from Canvas');
    fetch.mockRestore();
    undoFixup();
  });

  it('Load and Remove say they are running, busy for assistive technology, while every button waits', async () => {
    const { world, adapter, service } = setup();
    const target = world.root.children[0]!.children[0]!;
    world.select(target.id);
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    service.loadScript = vi.fn(async () => (await held, null));
    service.removeScript = vi.fn(async () => (await held, true));
    render(
      <MantineProvider>
        <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} }} />
      </MantineProvider>,
    );
    const states = () => screen.getAllByRole('button').filter((b) => /Canvas|canvas/.test(b.textContent ?? '')).map((b) => [b.textContent, b.getAttribute('aria-busy'), b.hasAttribute('disabled')]);
    expect(states()).toEqual([
      ['Load from Canvas', null, false],
      ['Remove from Canvas', null, false],
      ['Add to Canvas', null, false],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Load from Canvas' }));
    await screen.findByRole('button', { name: 'Loading from canvas...' });
    expect(states()).toEqual([
      ['Loading from canvas...', 'true', true],
      ['Remove from Canvas', null, true],
      ['Add to Canvas', null, true],
    ]);
    finish();
    await screen.findByRole('button', { name: 'Load from Canvas' });
    let finishRemove!: () => void;
    const removing = new Promise<void>((r) => (finishRemove = r));
    service.removeScript = vi.fn(async () => (await removing, true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from Canvas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Removing from canvas...' });
    expect(states()).toEqual([
      ['Load from Canvas', null, true],
      ['Removing from canvas...', 'true', true],
      ['Add to Canvas', null, true],
    ]);
    finishRemove();
    await waitFor(() => expect(states().map(([, busy, disabled]) => [busy, disabled])).toEqual([[null, false], [null, false], [null, false]]));
  });

  it('Remove from Canvas without a selection: a warning, no dialog', async () => {
    const { world, adapter, service } = setup();
    world.select(null);
    render(
      <MantineProvider>
        <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove from Canvas' }));
    await waitFor(() => expect(world.notices.map((n) => n.message)).toEqual(['Please select the element of the widget to remove.']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(service.removeScript).not.toHaveBeenCalled();
  });

  it('the account button at the end names who is signed in; its dialog says so and signs out, every button waiting until it is done', async () => {
    const { adapter, session } = setup();
    render(
      <MantineProvider>
        <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} }} />
      </MantineProvider>,
    );
    const account = screen.getByRole('button', { name: 'Account: Ann' });
    expect(screen.getAllByRole('button').at(-1)).toBe(account);
    expect(account.textContent).toBe('Ann');
    expect(account.getAttribute('aria-haspopup')).toBe('dialog');
    // Escape closes it, signing nobody out. (happy-dom runs no transition, so the open popover counts as hidden
    // here; its focus trap and Tab order are checked in Chromium, in the extension's end-to-end spec.)
    fireEvent.click(account);
    const dialog = await screen.findByRole('dialog', { name: 'Account: Ann', hidden: true });
    expect(within(dialog).getByText('Signed in as ann@example.com')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(session.signOut).not.toHaveBeenCalled();

    fireEvent.click(account);
    fireEvent.click(within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', { name: 'Sign out', hidden: true }));
    expect(session.signOut).toHaveBeenCalledOnce();
    const busy = await screen.findByRole('button', { name: 'Signing out...' });
    expect([busy.getAttribute('aria-busy'), busy.hasAttribute('disabled')]).toEqual(['true', true]);
    expect(screen.getByRole('button', { name: 'Add to Canvas' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    // The service could not be told: the owner stays signed in (the gate said why), and every button is back.
    session.finishSignOut(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account: Ann' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Add to Canvas' }).hasAttribute('disabled')).toBe(false);
  });

  it('the account button of a session without a first name shows the email, and without either says Account', async () => {
    for (const [user, label] of [
      [{ firstName: '', email: 'ann@example.com' }, 'ann@example.com'],
      [null, 'Account'],
    ] as const) {
      const { adapter, session } = setup();
      session.user = () => user as never;
      const { unmount } = render(
        <MantineProvider>
          <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll: () => {} }} />
        </MantineProvider>,
      );
      const account = screen.getByRole('button', { name: `Account: ${label}` });
      expect(account.textContent).toBe(label);
      fireEvent.click(account);
      const dialog = await screen.findByRole('dialog', { hidden: true });
      expect(within(dialog).queryByText(/Signed in as/)?.textContent ?? null).toBe(user ? 'Signed in as ann@example.com' : null);
      expect(within(dialog).getByRole('button', { name: 'Sign out', hidden: true })).toBeTruthy();
      unmount();
    }
  });

  it('Start over asks first, then puts every type back to its defaults and says so', async () => {
    const { world, adapter } = setup();
    const resetAll = vi.fn();
    render(
      <MantineProvider>
        <adapter.TopBarActions api={{ widgetType: 'booking', config: defaultConfig('booking'), usesDemoData: true, applyImported: () => ({ warnings: [] }), resetAll }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resetAll).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }));
    expect(resetAll).toHaveBeenCalledOnce();
    expect(world.notices).toEqual([{ type: 'Info', message: 'All settings are back to their defaults.' }]);
  });
});
