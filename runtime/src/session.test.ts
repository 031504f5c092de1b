import { describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from './api-types';
import { createSession } from './session';
import { memoryTokenStore, type TokenStore } from './tokens';

const tokens = (n: number): AuthTokens => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: '2999-01-01T00:00:00Z' });

describe('session', () => {
  it('one refresh in flight at a time, not one for the session: a later refresh asks again', async () => {
    let n = 1;
    const post = vi.fn(async () => tokens(++n));
    const session = createSession(memoryTokenStore(tokens(1)), post);
    await Promise.all([session.refresh(), session.refresh()]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(session.held()).toEqual(tokens(2));
    // An hour later the new access token has expired in turn.
    await session.refresh();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith('refresh-2');
    expect(session.held()).toEqual(tokens(3));
  });

  it('listens to the store once however many listen to it, and stops when the last one goes', () => {
    const stop = vi.fn();
    const subscribe = vi.fn(() => stop);
    const store: TokenStore = { ...memoryTokenStore(tokens(1)), subscribe };
    const { auth } = createSession(store, async () => tokens(2));
    const first = auth.subscribe(() => {});
    const second = auth.subscribe(() => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    auth.subscribe(() => {})();
    expect([subscribe.mock.calls.length, stop.mock.calls.length]).toEqual([2, 2]);
  });
});
