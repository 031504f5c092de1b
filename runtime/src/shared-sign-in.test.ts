// One sign-in shared by several widgets of a page and by several tabs of an origin: refresh tokens rotate, and
// a client holding stale tokens must take the fresh ones another stored, never fail its refresh and wipe them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from './api-types';
import { REFRESH_PATH, type RequestSpec } from './http';
import { fakeFetch, json } from './test-support/fake-fetch';
import type { Handler } from './test-support/fake-fetch';
import { mapStorage } from './test-support/map-storage';

const FUTURE = '2099-01-01T00:00:00Z';
const gen = (n: number): AuthTokens => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: FUTURE });
const GET_BEARER: RequestSpec = { method: 'GET', path: '/v1/mine', auth: 'bearer' };

/** One origin's localStorage (the tabs of an origin share it). */
const storage = mapStorage;

/**
 * The platform as it behaves: each refresh token works once and rotates both tokens; only the current access
 * token is accepted, until `expireAccess()`. `hold()` keeps refresh answers back until released.
 */
function platform() {
  let generation = 1;
  let refused = false;
  const refreshes: string[] = [];
  let gate: Promise<void> | undefined;
  const handler: Handler = async (call) => {
    if (call.url.endsWith(REFRESH_PATH)) {
      refreshes.push(call.headers.authorization!);
      if (gate) await gate;
      if (call.headers.authorization !== `Bearer refresh-${generation}`) return json(401, { error: 'refresh token already used' });
      generation++;
      refused = false;
      return json(200, gen(generation));
    }
    return call.headers.authorization === `Bearer access-${generation}` && !refused ? json(200, { generation }) : json(401, { error: 'expired' });
  };
  return {
    handler,
    refreshes,
    expireAccess: () => void (refused = true),
    /** Another tab's successful refresh, straight to the platform. */
    rotate: () => void ((generation += 1), (refused = false)),
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

/** A page: its own copy of the runtime's modules (as another tab has), on the origin's storage. */
async function page() {
  vi.resetModules();
  const http = await import('./http');
  const tokens = await import('./tokens');
  return {
    client: (handler: Handler) =>
      http.createHttp({ baseUrl: 'https://api.test/api', apiKey: 'KEY', maxAttempts: 2, timeout: 1000, retryDelay: () => 0, fetch: fakeFetch(handler).fetch, tokenStore: tokens.localStorageTokenStore() }),
    store: () => tokens.localStorageTokenStore(),
  };
}

/** Web Locks as the browser grants them: one holder per name at a time, across every page of the origin. */
function stubLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, fn: () => Promise<unknown>) => {
    const run = (queues.get(name) ?? Promise.resolve()).catch(() => undefined).then(fn);
    queues.set(name, run.catch(() => undefined));
    return run;
  });
  vi.stubGlobal('navigator', { locks: { request } });
  return request;
}

/** `storage` events as a browser fires them in the other pages of the origin. */
function stubWindowEvents() {
  const target = new EventTarget();
  vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
  vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  return (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

afterEach(() => vi.unstubAllGlobals());

describe('one sign-in for every widget and tab of an origin', () => {
  for (const withLocks of [true, false]) {
    it.each([2, 3])(`%i widgets of a page, every call refused at once${withLocks ? '' : ', no Web Locks'}: one refresh, all signed in with the new tokens`, async (count) => {
      const local = storage();
      vi.stubGlobal('localStorage', local);
      const locks = withLocks ? stubLocks() : undefined;
      const api = platform();
      const { client, store } = await page();
      store().set(gen(1));
      const widgets = Array.from({ length: count }, () => client(api.handler));
      api.expireAccess();
      const answers = await Promise.all(widgets.flatMap((w) => [w.request(GET_BEARER), w.request(GET_BEARER)]));
      expect(answers).toEqual(Array(count * 2).fill({ generation: 2 }));
      expect(api.refreshes).toEqual(['Bearer refresh-1']);
      expect(store().get()).toEqual(gen(2));
      for (const w of widgets) expect(w.auth.getTokens()).toEqual(gen(2));
      if (locks) expect(locks).toHaveBeenCalledWith('bookla-token-refresh', expect.any(Function));
    });
  }

  it('a widget still holding tokens another widget rotated uses the stored ones, with no refresh of its own', async () => {
    vi.stubGlobal('localStorage', storage());
    const api = platform();
    const { client, store } = await page();
    store().set(gen(1));
    const [a, b] = [client(api.handler), client(api.handler)];
    api.expireAccess();
    await a.request(GET_BEARER); // a refreshes: generation 2 stored
    expect(b.auth.getTokens()).toEqual(gen(1)); // b has not looked yet
    await expect(b.request(GET_BEARER)).resolves.toEqual({ generation: 2 });
    expect(api.refreshes).toEqual(['Bearer refresh-1']);
  });

  it('two pages of one origin refreshing at the same moment: one refresh, nobody signed out (Web Locks)', async () => {
    vi.stubGlobal('localStorage', storage());
    stubLocks();
    const api = platform();
    const first = await page();
    const second = await page();
    first.store().set(gen(1));
    const [a, b] = [first.client(api.handler), second.client(api.handler)];
    api.expireAccess();
    await expect(Promise.all([a.request(GET_BEARER), b.request(GET_BEARER)])).resolves.toEqual([{ generation: 2 }, { generation: 2 }]);
    expect(api.refreshes).toEqual(['Bearer refresh-1']);
    expect(first.store().get()).toEqual(gen(2));
  });

  it('a refresh refused because another tab rotated the token meanwhile takes the stored tokens instead of signing out', async () => {
    const local = storage();
    vi.stubGlobal('localStorage', local);
    const api = platform();
    const { client, store } = await page();
    store().set(gen(1));
    const a = client(api.handler);
    api.expireAccess();
    // a sends refresh-1; before its answer, another tab (no lock spans the two here) refreshes with refresh-1
    // first and stores generation 2; a's refresh-1 is then refused as already used.
    const release = api.hold();
    const answer = a.request(GET_BEARER);
    await vi.waitFor(() => expect(api.refreshes).toHaveLength(1));
    api.rotate();
    for (const [field, value] of Object.entries(gen(2))) local.map.set(TOKEN(field as keyof AuthTokens), value);
    release();
    await expect(answer).resolves.toEqual({ generation: 2 });
    expect(store().get()).toEqual(gen(2));
    expect(a.auth.getTokens()).toEqual(gen(2));
  });

  it('a refresh token that is simply revoked still signs out, and clears the store', async () => {
    vi.stubGlobal('localStorage', storage());
    const { client, store } = await page();
    store().set(gen(1));
    const w = client(async (call) => json(401, { error: call.url.endsWith(REFRESH_PATH) ? 'revoked' : 'expired' }));
    await expect(w.request(GET_BEARER)).rejects.toMatchObject({ code: 'TOKEN_REFRESH_FAILED' });
    expect(store().get()).toBeNull();
    expect(w.auth.getSnapshot().isAuthenticated).toBe(false);
  });

  /** A signed-in widget of a page whose other widgets and tabs write the origin's storage (`fire`: their events). */
  async function signedInWidget() {
    const local = storage();
    vi.stubGlobal('localStorage', local);
    const fire = stubWindowEvents();
    const { client, store } = await page();
    store().set(gen(1));
    return { local, fire, store, w: client(platform().handler) };
  }

  it('what another widget or tab stores shows in a listening widget at once (a sign-out, a refresh)', async () => {
    const { local, fire, store, w } = await signedInWidget();
    const seen = vi.fn();
    const unsubscribe = w.auth.subscribe(seen);
    // Another widget of the page signs out through its own store object.
    store().clear();
    expect(w.auth.getSnapshot().isAuthenticated).toBe(false);
    // Another tab signs in: the storage event carries it here.
    local.map.set(TOKEN('accessToken'), 'access-7');
    local.map.set(TOKEN('refreshToken'), 'refresh-7');
    local.map.set(TOKEN('expiresAt'), FUTURE);
    fire('bookla_access_token');
    expect(w.auth.getTokens()).toEqual(gen(7));
    expect(seen).toHaveBeenCalledTimes(2);
    // Nobody listens any more: the page's storage listener is gone.
    unsubscribe();
    local.map.clear();
    fire(null);
    expect(w.auth.getTokens()).toEqual(gen(7));
  });

  it('another tab clearing all of its storage signs out here; a new access token alone is taken; one listener leaving keeps the others hearing', async () => {
    const { local, fire, w } = await signedInWidget();
    const [first, second] = [vi.fn(), vi.fn()];
    const leave = w.auth.subscribe(first);
    w.auth.subscribe(second);
    leave();
    // The host of another tab got a new access token on the same refresh token.
    local.map.set(TOKEN('accessToken'), 'access-9');
    fire('bookla_access_token');
    expect(w.auth.getTokens()).toEqual({ ...gen(1), accessToken: 'access-9' });
    expect(second).toHaveBeenCalledTimes(1);
    // localStorage.clear() in another tab: its storage event names no key.
    local.map.clear();
    fire(null);
    expect(w.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(second).toHaveBeenCalledTimes(2);
    expect(first).not.toHaveBeenCalled();
  });
});

const TOKEN = (field: 'accessToken' | 'refreshToken' | 'expiresAt') => ({ accessToken: 'bookla_access_token', refreshToken: 'bookla_refresh_token', expiresAt: 'bookla_expires_at' })[field];
