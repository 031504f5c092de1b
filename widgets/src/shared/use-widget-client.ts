import { useEffect, useMemo } from 'react';
// The client's core, not '@bookla/runtime/client': that module builds every endpoint group, and importing it
// would put all of them in every widget's bundle.
import { createPartialClient, preloadSchemas, type EndpointMap, type PartialClient } from '@bookla/runtime/client-core';
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
 * API key and the widget never reads or wipes tokens other code stored (no `clearAuth()` on mount: it
 * would sign the visitor out of the host's other Bookla code). `fetchImpl` is for tests only.
 */
export function createWidgetClient<E extends EndpointMap>(
  config: ClientConfig,
  kind: 'booking' | 'plugin',
  endpoints: E,
  fetchImpl?: typeof fetch,
): PartialClient<E> {
  const signedIn = isSignedIn(config);
  const client = createPartialClient(
    {
      apiKey: config.apiKey,
      companyId: config.companyId,
      region: config.region,
      apiUrl: config.apiUrl,
      kind,
      tokenStore: signedIn ? localStorageTokenStore() : memoryTokenStore(),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    },
    endpoints,
  );
  const given = signedIn && config.tokens;
  const held = client.auth.getTokens();
  // The page's tokens, unless another widget or tab has refreshed them since (the later expiry): writing the
  // page's older set back would undo that refresh, and its rotated refresh token would sign everyone out.
  if (given && !(held && held.refreshToken !== given.refreshToken && Date.parse(held.expiresAt) > Date.parse(given.expiresAt))) client.auth.setTokens(given);
  return client;
}

/**
 * The widget's API client: the injected `client` when given (used as is; its owner manages its auth),
 * else one with the `endpoints` the widget calls (`{ services: { get: servicesGet }, … }`, a module constant, not
 * a reason to rebuild: only those are built and bundled), memoised per
 * credentials, region, auth mode and tokens. Call it only once apiKey and
 * companyId are known to be non-empty (render it below the missing-parameters check): creating a client
 * without them throws.
 */
export function useWidgetClient<E extends EndpointMap>(
  config: ClientConfig,
  kind: 'booking' | 'plugin',
  endpoints: E,
  // Inferred from `endpoints` alone: an injected client may well have more endpoints than the widget calls.
  client?: PartialClient<NoInfer<E>>,
): PartialClient<E> {
  const { apiKey, companyId, region, apiUrl, guestEnabled, tokens } = config;
  const signedIn = isSignedIn(config);
  const access = signedIn ? tokens?.accessToken : undefined;
  const refresh = signedIn ? tokens?.refreshToken : undefined;
  const expires = signedIn ? tokens?.expiresAt : undefined;
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
        endpoints,
      ),
    [client, apiKey, companyId, region, apiUrl, guestEnabled, access, refresh, expires, kind],
  );
}

/**
 * Loads the request schemas (zod, a lazily imported chunk of ~5.7 KB gzip) once the widget's first screen has
 * settled (`settled`), so the later validated calls (a code, a booking, a purchase) do not wait for them
 * and they never compete with what the first screen needs. A validated call before that loads them itself.
 */
export function useSchemasWhenSettled(settled: boolean): void {
  useEffect(() => {
    if (settled) void preloadSchemas();
  }, [settled]);
}
