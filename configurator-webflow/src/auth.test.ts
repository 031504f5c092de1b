import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDesigner, DesignerWorld } from '@bookla/webflow-fake/designer';
import { serviceOrigin, signIn, watchPopup } from './auth';
import { ServiceError, type ServiceApi } from './service-api';
import { createSessionStore, SESSION_KEY } from './session';

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const TOKEN = `h.${b64url(JSON.stringify({ user: { firstName: 'Ann', email: 'ann@example.com' } }))}.s`;

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

let world: DesignerWorld;
beforeEach(() => {
  world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const service = (exchange: ServiceApi['exchangeToken']): ServiceApi => ({
  base: 'http://svc.test:4015',
  authorizeUrl: (s) => `http://svc.test:4015/authorize?siteId=${s}`,
  exchangeToken: vi.fn(exchange),
  signOut: vi.fn(),
  registerScript: vi.fn(),
  loadScript: vi.fn(),
  removeScript: vi.fn(),
  pageWidgets: vi.fn(),
});

describe('signIn', () => {
  it('reuses a stored session whose exp lies ahead, without asking the Designer or the service', async () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.save({ sessionToken: 'old', firstName: 'A', email: 'a@x', exp: 10_000 });
    const svc = service(async () => ({ sessionToken: TOKEN, exp: 20_000 }));
    expect(await signIn(createFakeDesigner(world), svc, store, 9_999)).toMatchObject({ ok: true, session: { sessionToken: 'old' } });
    expect(svc.exchangeToken).not.toHaveBeenCalled();
    expect(world.calls).not.toContain('getIdToken');
  });

  it('exchanges the ID token with the site id and stores the session under one key', async () => {
    const storage = memory();
    const svc = service(async () => ({ sessionToken: TOKEN, exp: 20_000 }));
    const result = await signIn(createFakeDesigner(world), svc, createSessionStore(storage), 1_000);
    expect(svc.exchangeToken).toHaveBeenCalledWith('fake-id-token.u1.site-1', 'site-1');
    expect(result).toEqual({ ok: true, session: { sessionToken: TOKEN, firstName: 'Ann', email: 'ann@example.com', exp: 20_000 } });
    expect(JSON.parse(storage.m.get(SESSION_KEY)!)).toEqual({ sessionToken: TOKEN, firstName: 'Ann', email: 'ann@example.com', exp: 20_000 });
  });

  it.each([
    ['an unauthorized site (401)', async () => Promise.reject(new ServiceError('no token for site', 401)), null],
    ['the service down', async () => Promise.reject(new ServiceError('down', 0)), 'Authentication failed'],
    [
      'the service busy, with its reason',
      async () => Promise.reject(new ServiceError('Too many requests. Please try again in 60 seconds.', 429, 'Too many requests. Please try again in 60 seconds.')),
      'Authentication failed. Too many requests. Please try again in 60 seconds.',
    ],
    ['an unreadable session token', async () => ({ sessionToken: 'x.y.z', exp: 20_000 }), 'Failed to parse token data'],
    ['a site whose access was withdrawn (403)', async () => Promise.reject(new ServiceError('This Webflow sign-in belongs to another site.', 403, 'This Webflow sign-in belongs to another site.')), null],
    ['another failure status (404)', async () => Promise.reject(new ServiceError('HTTP 404', 404)), 'Authentication failed'],
    ['a session already expired', async () => ({ sessionToken: TOKEN, exp: 500 }), 'Authentication failed'],
    ['a session expiring this very millisecond', async () => ({ sessionToken: TOKEN, exp: 1_000 }), 'Authentication failed'],
  ] as const)('%s → the Authorization view with %s', async (_name, exchange, error) => {
    const storage = memory();
    expect(await signIn(createFakeDesigner(world), service(exchange as never), createSessionStore(storage), 1_000)).toEqual({ ok: false, error });
    expect(storage.m.size).toBe(0);
  });

  it('an expired stored session is removed and exchanged again', async () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.save({ sessionToken: 'old', firstName: 'A', email: 'a@x', exp: 500 });
    const result = await signIn(createFakeDesigner(world), service(async () => ({ sessionToken: TOKEN, exp: 20_000 })), store, 1_000);
    expect(result.ok && result.session.sessionToken).toBe(TOKEN);
  });

  it('the Designer failing to give the site → Failed to fetch site data', async () => {
    const designer = { ...createFakeDesigner(world), getSiteInfo: () => Promise.reject(new Error('x', { cause: { tag: 'InternalError' } })) };
    expect(await signIn(designer, service(async () => ({ sessionToken: TOKEN, exp: 20_000 })), createSessionStore(memory()), 1_000)).toEqual({ ok: false, error: 'Failed to fetch site data' });
  });
});

describe('watchPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("finishes on 'authComplete' from the service's origin only; a foreign origin or another message is ignored", () => {
    const popup = { closed: false, close: vi.fn() };
    const done = vi.fn();
    watchPopup(popup, 'http://svc.test:4015', done);
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.test', data: 'authComplete' }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://svc.test:4015', data: 'hello' }));
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://svc.test:4015', data: 'authComplete' }));
    expect(done).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
    // Once only, even when the popup then closes.
    popup.closed = true;
    vi.advanceTimersByTime(1_000);
    expect(done).toHaveBeenCalledOnce();
  });

  it('listens to the service\u2019s origin, not its path; stops listening and polling once done, or when told to', () => {
    expect(serviceOrigin({ base: 'https://svc.bookla.test:8443/webflow/' } as ServiceApi)).toBe('https://svc.bookla.test:8443');
    const listeners = new Set<EventListener>();
    const scope = { addEventListener: (_: string, l: EventListener) => void listeners.add(l), removeEventListener: (_: string, l: EventListener) => void listeners.delete(l) };
    const done = vi.fn();
    watchPopup({ closed: false, close: vi.fn() }, 'http://svc.test:4015', done, scope as never);
    expect(listeners.size).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    [...listeners][0]!(new MessageEvent('message', { origin: 'http://svc.test:4015', data: 'authComplete' }));
    expect(done).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // The caller's stop (the panel closed while waiting): nothing is called afterwards.
    const popup = { closed: false, close: vi.fn() };
    const never = vi.fn();
    const stop = watchPopup(popup, 'http://svc.test:4015', never, scope as never);
    stop();
    expect(listeners.size).toBe(0);
    popup.closed = true;
    vi.advanceTimersByTime(2_000);
    expect(never).not.toHaveBeenCalled();
    // A popup that cannot be closed from here (already gone, or another origin's window) still finishes.
    const stubborn = vi.fn();
    watchPopup({ closed: false, close: () => { throw new Error('SecurityError'); } }, 'http://svc.test:4015', stubborn, scope as never);
    [...listeners][0]!(new MessageEvent('message', { origin: 'http://svc.test:4015', data: 'authComplete' }));
    expect(stubborn).toHaveBeenCalledOnce();
  });

  it('finishes when the owner closes the popup, noticed within 500 ms', () => {
    const popup = { closed: false, close: vi.fn() };
    const done = vi.fn();
    watchPopup(popup, 'http://svc.test:4015', done);
    vi.advanceTimersByTime(1_500);
    expect(done).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(499);
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
