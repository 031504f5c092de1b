import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { TOKEN_KEYS } from '@bookla/runtime/tokens';
import { createBooklaClient } from '@bookla/runtime/client';
import { giftCardsAvailable, giftCardsOrder } from '@bookla/runtime/endpoints/gift-cards';
import { servicesApi } from '@bookla/runtime/endpoints/services';
import { createWidgetClient, isSignedIn, useSchemasWhenSettled, useWidgetClient } from './use-widget-client';

const schemas = vi.hoisted(() => ({ preloads: 0 }));
vi.mock('@bookla/runtime/client-core', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadSchemas: async () => void schemas.preloads++,
}));

const tokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: '2999-01-01T00:00:00Z' };
const others = { accessToken: 'other-acc', refreshToken: 'other-ref', expiresAt: '2999-01-01T00:00:00Z' };
const storeOthers = () => Object.entries(TOKEN_KEYS).forEach(([f, k]) => localStorage.setItem(k, others[f as keyof typeof others]));
const stored = () => Object.fromEntries(Object.entries(TOKEN_KEYS).map(([f, k]) => [f, localStorage.getItem(k)]));

afterEach(() => localStorage.clear());
const GIFTS = { giftCards: { available: giftCardsAvailable, order: giftCardsOrder } };
const SERVICES = { services: servicesApi };

describe('isSignedIn', () => {
  it.each([
    [true, tokens, false],
    [true, null, false],
    [false, null, false],
    [false, { ...tokens, accessToken: '' }, false],
    [false, tokens, true],
  ])('guestEnabled %s, tokens %j → %s', (guestEnabled, t, out) => {
    expect(isSignedIn({ guestEnabled, tokens: t })).toBe(out);
  });
});

describe('createWidgetClient', () => {
  const base = { apiKey: 'k', companyId: 'c', region: 'us' as const };

  it('builds only the endpoints the widget calls', () => {
    const client = createWidgetClient({ ...base, guestEnabled: true, tokens: null }, 'plugin', GIFTS);
    expect(Object.keys(client).sort()).toEqual(['auth', 'giftCards']);
    expect(Object.keys(client.giftCards).sort()).toEqual(['available', 'order']);
  });

  it('guest mode neither reads nor wipes tokens other code stored', async () => {
    storeOthers();
    const client = createWidgetClient({ ...base, guestEnabled: true, tokens }, 'plugin', GIFTS);
    expect(client.auth.getTokens()).toBeNull();
    client.auth.clearAuth();
    expect(stored()).toEqual(others);
  });

  it('signed in holds the given tokens in localStorage', () => {
    const client = createWidgetClient({ ...base, guestEnabled: false, tokens }, 'plugin', GIFTS);
    expect(client.auth.getTokens()).toMatchObject(tokens);
    expect(stored()).toEqual(tokens);
  });

  it("the page's tokens do not undo a refresh another widget or tab stored since; older stored tokens give way to the page's", () => {
    // Another widget refreshed: a rotated refresh token and a later expiry than the page's snippet holds.
    const refreshed = { accessToken: 'acc-2', refreshToken: 'ref-2', expiresAt: '2999-06-01T00:00:00Z' };
    Object.entries(TOKEN_KEYS).forEach(([f, k]) => localStorage.setItem(k, refreshed[f as keyof typeof refreshed]));
    const kept = createWidgetClient({ ...base, guestEnabled: false, tokens }, 'plugin', GIFTS);
    expect(kept.auth.getTokens()).toEqual(refreshed);
    expect(stored()).toEqual(refreshed);
    // Stored tokens that are older than the page's (an earlier visit's) are replaced by the page's.
    const older = { accessToken: 'acc-0', refreshToken: 'ref-0', expiresAt: '2998-01-01T00:00:00Z' };
    Object.entries(TOKEN_KEYS).forEach(([f, k]) => localStorage.setItem(k, older[f as keyof typeof older]));
    const replaced = createWidgetClient({ ...base, guestEnabled: false, tokens }, 'plugin', GIFTS);
    expect(replaced.auth.getTokens()).toEqual(tokens);
    expect(stored()).toEqual(tokens);
  });

  it('guest mode off without tokens stays signed out (API key only)', () => {
    storeOthers();
    const client = createWidgetClient({ ...base, guestEnabled: false, tokens: null }, 'booking', SERVICES);
    expect(client.auth.getTokens()).toBeNull();
    expect(stored()).toEqual(others);
  });
});

describe('useWidgetClient', () => {
  it('memoises the client per credentials and rebuilds when they change', () => {
    const config = mergeWithDefaults('subscription', { apiKey: 'k', companyId: 'c' });
    const { result, rerender } = renderHook(({ c }) => useWidgetClient(c, 'plugin', GIFTS), { initialProps: { c: config } });
    const first = result.current;
    rerender({ c: { ...config } });
    expect(result.current).toBe(first);
    rerender({ c: { ...config, apiKey: 'k2' } });
    expect(result.current).not.toBe(first);
  });

  it.each([
    ['accessToken', { tokens: { ...tokens, accessToken: 'acc2' } }],
    ['refreshToken', { tokens: { ...tokens, refreshToken: 'ref2' } }],
    ['expiresAt', { tokens: { ...tokens, expiresAt: '2998-01-01T00:00:00Z' } }],
    ['companyId', { companyId: 'c2' }],
    ['region', { region: 'eu' as const }],
    ['apiUrl', { apiUrl: 'http://127.0.0.1:4010/api' }],
    ['guestEnabled', { guestEnabled: true }],
  ])('signed in: a new client when %s changes, holding the tokens then in force', (_, patch) => {
    const config = mergeWithDefaults('subscription', { apiKey: 'k', companyId: 'c', guestEnabled: false, tokens });
    const { result, rerender } = renderHook(({ c }) => useWidgetClient(c, 'plugin', GIFTS), { initialProps: { c: config } });
    const first = result.current;
    const next = { ...config, ...patch };
    rerender({ c: next });
    expect(result.current).not.toBe(first);
    expect(result.current.auth.getTokens()).toEqual(next.guestEnabled ? null : next.tokens);
  });

  it('guest mode: tokens handed in change nothing (the client never uses them)', () => {
    const config = mergeWithDefaults('subscription', { apiKey: 'k', companyId: 'c', guestEnabled: true, tokens });
    const { result, rerender } = renderHook(({ c }) => useWidgetClient(c, 'plugin', GIFTS), { initialProps: { c: config } });
    const first = result.current;
    rerender({ c: { ...config, tokens: { ...tokens, accessToken: 'acc2' } } });
    expect(result.current).toBe(first);
    expect(first.auth.getTokens()).toBeNull();
  });

  it('uses an injected client as is', () => {
    const injected = createBooklaClient({ apiKey: 'x', companyId: 'y' });
    const config = mergeWithDefaults('giftcard', { apiKey: 'k', companyId: 'c' });
    const { result } = renderHook(() => useWidgetClient(config, 'plugin', GIFTS, injected));
    expect(result.current).toBe(injected);
  });
});

describe('useSchemasWhenSettled', () => {
  it('loads the request schemas once the first screen has settled, not before, and not at mount', () => {
    const before = schemas.preloads;
    const { rerender } = renderHook(({ settled }) => useSchemasWhenSettled(settled), { initialProps: { settled: false } });
    rerender({ settled: false });
    expect(schemas.preloads).toBe(before);
    rerender({ settled: true });
    expect(schemas.preloads).toBe(before + 1);
  });

  it('a widget client alone loads nothing', () => {
    const before = schemas.preloads;
    renderHook(() => useWidgetClient({ apiKey: 'k', companyId: 'c', region: 'us', guestEnabled: true, tokens: null }, 'booking', SERVICES));
    expect(schemas.preloads).toBe(before);
  });
});
