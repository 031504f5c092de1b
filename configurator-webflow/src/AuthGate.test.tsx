import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createFakeDesigner, DesignerWorld } from '@bookla/webflow-fake/designer';
import { AuthGate, type SessionAccess } from './AuthGate';
import { ServiceError, type ServiceApi } from './service-api';
import { createSessionStore } from './session';
import { TEXTS } from './texts';

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A session token as the service signs it: its payload names the owner. */
const token = (n: number) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ user: { firstName: 'Ann', email: 'ann@example.com' }, n }))}.sig`;

/** The gate over a Designer and a service whose token exchange answers with `exchange` (by default at once), keeping what the main view is given. */
function renderGate(exchange: ServiceApi['exchangeToken'] = async () => ({ sessionToken: token(1), exp: Date.now() + 3_600_000 })) {
  const world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  const designer = createFakeDesigner(world);
  const exchanges = vi.fn(exchange);
  const signOuts = vi.fn<ServiceApi['signOut']>(async () => {});
  const service = { base: 'http://svc.test', authorizeUrl: (siteId: string) => `http://svc.test/authorize?siteId=${siteId}`, exchangeToken: exchanges, signOut: signOuts } as unknown as ServiceApi;
  const values = new Map<string, string>();
  const store = createSessionStore({ getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) });
  const notify = vi.fn();
  let access: SessionAccess | undefined;
  render(
    <MantineProvider>
      <AuthGate designer={designer} service={service} store={store} notify={notify}>
        {(given) => ((access = given), <main>settings</main>)}
      </AuthGate>
    </MantineProvider>,
  );
  return { world, designer, exchanges, signOuts, values, notify, access: () => access!, service };
}

// Each view is the extension page's whole content: axe in the panel asks for a main landmark holding it all.
describe('AuthGate views are the main landmark of the panel', () => {
  it("'Loading...' while signing in", async () => {
    renderGate(() => new Promise(() => {}));
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status').textContent).toBe(TEXTS.loading);
  });

  it('the Authorization view when the site has not authorized Bookla', async () => {
    const gate = renderGate(async () => {
      throw new ServiceError('unauthorized', 401);
    });
    const heading = await screen.findByRole('heading', { level: 1, name: TEXTS.needsAccess });
    const main = screen.getByRole('main');
    expect(main.contains(heading)).toBe(true);
    expect(within(main).getByRole('img', { name: 'Bookla' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: TEXTS.authorize })).toBeTruthy();
    // Not authorized yet is no error: nothing is said beside the view.
    expect(gate.notify).not.toHaveBeenCalled();
  });
});

describe('AuthGate: signing in and staying signed in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a session running out within a minute is renewed before a call; one with time left is used as it is', async () => {
    let exp = Date.now() + 30_000;
    const gate = renderGate(async () => ({ sessionToken: token(gate.exchanges.mock.calls.length), exp }));
    await screen.findByText('settings');
    expect(gate.exchanges).toHaveBeenCalledTimes(1);
    exp = Date.now() + 3_600_000;
    const renewed = await gate.access().current();
    expect(gate.exchanges).toHaveBeenCalledTimes(2);
    expect(renewed).toMatchObject({ sessionToken: token(2), exp });
    expect(await gate.access().current()).toBe(renewed);
    expect(gate.exchanges).toHaveBeenCalledTimes(2);
  });

  it('a renewal the service refuses, or signing out, forgets the session and shows the Authorization view', async () => {
    const gate = renderGate();
    await screen.findByText('settings');
    expect(gate.values.size).toBe(1);
    gate.exchanges.mockImplementation(async () => {
      throw new ServiceError('unauthorized', 401);
    });
    await act(async () => expect(await gate.access().renew()).toBeNull());
    expect(await screen.findByRole('button', { name: TEXTS.authorize })).toBeTruthy();
    expect(gate.values.size).toBe(0);
    expect(gate.notify).not.toHaveBeenCalled();
  });

  it('signing out ends the session on the service, then forgets it here: the Authorization view, with the focus on Authorize', async () => {
    const gate = renderGate();
    await screen.findByText('settings');
    expect(gate.values.size).toBe(1);
    expect(gate.access().user()).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
    await act(async () => expect(await gate.access().signOut()).toBe(true));
    expect(gate.signOuts).toHaveBeenCalledExactlyOnceWith(token(1));
    const authorize = await screen.findByRole('button', { name: TEXTS.authorize });
    await waitFor(() => expect(document.activeElement).toBe(authorize));
    expect(gate.values.size).toBe(0);
    expect(gate.access().user()).toBeNull();
    expect(gate.notify).toHaveBeenCalledExactlyOnceWith('success', 'Signed out of Bookla.');
  });

  it('a sign-out the service could not take: said why, and the owner stays signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gate = renderGate();
    await screen.findByText('settings');
    gate.signOuts.mockRejectedValue(new ServiceError('HTTP 0', 0, 'The Bookla service cannot be reached: check your connection and try again.'));
    await act(async () => expect(await gate.access().signOut()).toBe(false));
    expect(gate.notify).toHaveBeenCalledExactlyOnceWith('error', 'Failed to sign out. The Bookla service cannot be reached: check your connection and try again.');
    expect(screen.getByText('settings')).toBeTruthy();
    expect(gate.values.size).toBe(1);
    expect(gate.access().user()).toEqual({ firstName: 'Ann', email: 'ann@example.com' });
  });

  it("a session the service refused for good: the Authorization view, with the service's reason when it gave one", async () => {
    const gate = renderGate();
    await screen.findByText('settings');
    const ended = 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.';
    act(() => gate.access().rejected(ended));
    const authorize = await screen.findByRole('button', { name: TEXTS.authorize });
    await waitFor(() => expect(document.activeElement).toBe(authorize));
    expect(gate.values.size).toBe(0);
    expect(gate.notify).toHaveBeenCalledExactlyOnceWith('warning', ended);
    // Nothing is ended on the service: the session is gone there already.
    expect(gate.signOuts).not.toHaveBeenCalled();
  });

  it('the Authorization view of a panel that opens without a session leaves the focus where it is', async () => {
    renderGate(async () => {
      throw new ServiceError('unauthorized', 401);
    });
    // Found once rendered, its effects run: a focus move would have happened by now.
    const authorize = await screen.findByRole('button', { name: TEXTS.authorize });
    expect(document.activeElement).not.toBe(authorize);
  });

  it('a token exchange that fails for another reason is said, and the Authorization view shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gate = renderGate(async () => {
      throw new ServiceError('HTTP 503', 503, 'Webflow could not be reached. Please try again.');
    });
    expect(await screen.findByRole('button', { name: TEXTS.authorize })).toBeTruthy();
    expect(gate.notify).toHaveBeenCalledWith('error', 'Authentication failed. Webflow could not be reached. Please try again.');
  });

  it('Authorize: the popup opens on the service for this site; its authComplete (from the service only) signs in at the panel size', async () => {
    let signedIn = false;
    const gate = renderGate(async () => {
      if (!signedIn) throw new ServiceError('unauthorized', 401);
      return { sessionToken: token(1), exp: Date.now() + 3_600_000 };
    });
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const resize = vi.spyOn(gate.designer, 'setExtensionSize');
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.authorize }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://svc.test/authorize?siteId=site-1', 'bookla-authorize', 'width=800,height=600'));
    expect(screen.getByRole('button', { name: TEXTS.authorizing }).getAttribute('aria-busy')).toBe('true');
    signedIn = true;
    // Another origin's word counts for nothing.
    window.dispatchEvent(new MessageEvent('message', { data: 'authComplete', origin: 'https://evil.example' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('settings')).toBeNull();
    window.dispatchEvent(new MessageEvent('message', { data: 'authComplete', origin: 'http://svc.test' }));
    await screen.findByText('settings');
    expect(resize).toHaveBeenCalledWith({ width: 920, height: 700 });
    expect(popup.close).toHaveBeenCalled();
  });

  it('Authorize with pop-ups blocked, or without the site: told why, and the button can be pressed again', async () => {
    const gate = renderGate(async () => {
      throw new ServiceError('unauthorized', 401);
    });
    vi.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.authorize }));
    await waitFor(() => expect(gate.notify).toHaveBeenCalledWith('warning', 'Allow pop-ups for the Webflow Designer to authorize Bookla.'));
    expect((screen.getByRole('button', { name: TEXTS.authorize }) as HTMLButtonElement).disabled).toBe(false);
    vi.spyOn(gate.designer, 'getSiteInfo').mockRejectedValue(new Error('no site'));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.authorize }));
    await waitFor(() => expect(gate.notify).toHaveBeenCalledWith('error', TEXTS.siteData));
    expect((screen.getByRole('button', { name: TEXTS.authorize }) as HTMLButtonElement).disabled).toBe(false);
  });
});
