import { useEffect, useMemo } from 'react';
import { createBooklaClient, preloadSchemas, type BooklaClient } from '@bookla/runtime/client';
import { localStorageTokenStore, memoryTokenStore } from '@bookla/runtime/tokens';
import type { BaseWidgetConfig } from '@bookla/runtime/config';

type ClientConfig = Pick<BaseWidgetConfig, 'apiKey' | 'companyId' | 'region' | 'apiUrl' | 'guestEnabled' | 'tokens'>;

/** Whether the widget acts for a signed-in client: guest mode off and tokens handed in (tokens alone do not sign a guest in). */
export function isSignedIn(config: Pick<BaseWidgetConfig, 'guestEnabled' | 'tokens'>): boolean {
  return !config.guestEnabled && !!config.tokens?.accessToken;
}

/**
 * A client for a widget. Signed in: tokens live in localStorage (shared with the host's other Bookla
 * code, and refreshed there) and are set from the config. Otherwise a memory store: guest calls use the
 * API key and the widget never reads or wipes tokens other code stored (the original widgets'
 * `clearAuth()` on mount did). `fetchImpl` is for tests only.
 */
export function createWidgetClient(
  config: ClientConfig,
  kind: 'booking' | 'plugin',
  fetchImpl?: typeof fetch,
): BooklaClient {
  const signedIn = isSignedIn(config);
  const client = createBooklaClient({
    apiKey: config.apiKey,
    companyId: config.companyId,
    region: config.region,
    apiUrl: config.apiUrl,
    kind,
    tokenStore: signedIn ? localStorageTokenStore() : memoryTokenStore(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const given = signedIn && config.tokens;
  const held = client.auth.getTokens();
  // The page's tokens, unless another widget or tab has refreshed them since (the later expiry): writing the
  // page's older set back would undo that refresh, and its rotated refresh token would sign everyone out.
  if (given && !(held && held.refreshToken !== given.refreshToken && Date.parse(held.expiresAt) > Date.parse(given.expiresAt))) client.auth.setTokens(given);
  return client;
}

/**
 * The widget's API client: the injected `client` when given (used as is; its owner manages its auth),
 * else one memoised per credentials, region, auth mode and tokens. Call it only once apiKey and
 * companyId are known to be non-empty (render it below the missing-parameters check): creating a client
 * without them throws.
 */
export function useWidgetClient(config: ClientConfig, kind: 'booking' | 'plugin', client?: BooklaClient): BooklaClient {
  const { apiKey, companyId, region, apiUrl, guestEnabled, tokens } = config;
  const signedIn = isSignedIn(config);
  const access = signedIn ? tokens?.accessToken : undefined;
  const refresh = signedIn ? tokens?.refreshToken : undefined;
  const expires = signedIn ? tokens?.expiresAt : undefined;
  // The request schemas (zod) are a lazily imported chunk, kept out of the bytes before first paint; warm it
  // right after mount so the first validated call (times, code, booking) does not wait for its download.
  useEffect(() => {
    void preloadSchemas();
  }, []);
  return useMemo(
    () =>
      client ??
      createWidgetClient(
        {
          apiKey,
          companyId,
          region,
          apiUrl,
          guestEnabled,
          tokens: access ? { accessToken: access, refreshToken: refresh ?? '', expiresAt: expires ?? '' } : null,
        },
        kind,
      ),
    [client, apiKey, companyId, region, apiUrl, guestEnabled, access, refresh, expires, kind],
  );
}
