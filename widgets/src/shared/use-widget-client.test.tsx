import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { TOKEN_KEYS } from '@bookla/runtime/tokens';
import { createBooklaClient } from '@bookla/runtime/client';
import { createWidgetClient, isSignedIn, useWidgetClient } from './use-widget-client';

const tokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: '2999-01-01T00:00:00Z' };
const others = { accessToken: 'other-acc', refreshToken: 'other-ref', expiresAt: '2999-01-01T00:00:00Z' };
const storeOthers = () => Object.entries(TOKEN_KEYS).forEach(([f, k]) => localStorage.setItem(k, others[f as keyof typeof others]));
const stored = () => Object.fromEntries(Object.entries(TOKEN_KEYS).map(([f, k]) => [f, localStorage.getItem(k)]));

afterEach(() => localStorage.clear());

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

  it('guest mode neither reads nor wipes tokens other code stored', async () => {
    storeOthers();
    const client = createWidgetClient({ ...base, guestEnabled: true, tokens }, 'plugin');
    expect(client.auth.getTokens()).toBeNull();
    client.auth.clearAuth();
    expect(stored()).toEqual(others);
  });

  it('signed in holds the given tokens in localStorage', () => {
    const client = createWidgetClient({ ...base, guestEnabled: false, tokens }, 'plugin');
    expect(client.auth.getTokens()).toMatchObject(tokens);
    expect(stored()).toEqual(tokens);
  });

  it('guest mode off without tokens stays signed out (API key only)', () => {
    storeOthers();
    const client = createWidgetClient({ ...base, guestEnabled: false, tokens: null }, 'booking');
    expect(client.auth.getTokens()).toBeNull();
    expect(stored()).toEqual(others);
  });
});

describe('useWidgetClient', () => {
  it('memoises the client per credentials and rebuilds when they change', () => {
    const config = mergeWithDefaults('subscription', { apiKey: 'k', companyId: 'c' });
    const { result, rerender } = renderHook(({ c }) => useWidgetClient(c, 'plugin'), { initialProps: { c: config } });
    const first = result.current;
    rerender({ c: { ...config } });
    expect(result.current).toBe(first);
    rerender({ c: { ...config, apiKey: 'k2' } });
    expect(result.current).not.toBe(first);
  });

  it('uses an injected client as is', () => {
    const injected = createBooklaClient({ apiKey: 'x', companyId: 'y' });
    const config = mergeWithDefaults('giftcard', { apiKey: 'k', companyId: 'c' });
    const { result } = renderHook(() => useWidgetClient(config, 'plugin', injected));
    expect(result.current).toBe(injected);
  });
});
