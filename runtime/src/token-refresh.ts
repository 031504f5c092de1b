// Exchanging the refresh token for new tokens. Several widgets of a page and several tabs of an origin share one sign-in in
// localStorage, and the platform rotates the refresh token on every refresh: so one refresh runs at a time per
// origin (a Web Lock; without Web Locks, per page), tokens another client stored meanwhile are taken instead of
// refreshing again, and a refusal caused by such a rotation never signs anyone out.
import type { AuthTokens } from './api-types';
import { BooklaError } from './errors';
import { TOKEN_FIELDS, expired, isTokens } from './tokens';

export interface RefreshSession {
  /** The tokens held, after reading the store again (another client or tab may have changed them). */
  held(): AuthTokens | null;
  setTokens(tokens: AuthTokens): void;
  clearAuth(): void;
  /** POST the refresh call with this refresh token; resolves with the answer. */
  post(refreshToken: string): Promise<unknown>;
}

/** This page's refreshes one after another, where the browser has no Web Locks (insecure contexts). */
let pageTurn: Promise<unknown> = Promise.resolve();

/** `stale`: the tokens the caller found expired or refused. */
export function refreshTokens(session: RefreshSession, stale: AuthTokens | null): Promise<AuthTokens> {
  const run = () => refreshNow(session, stale);
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request('bookla-token-refresh', run);
  const turn = pageTurn.then(run, run);
  pageTurn = turn.catch(() => {});
  return turn;
}

async function refreshNow(session: RefreshSession, stale: AuthTokens | null): Promise<AuthTokens> {
  const current = session.held();
  if (!current) throw new BooklaError('AUTH_REQUIRED');
  // Another client refreshed while this one waited for its turn: use what it stored.
  if (current.accessToken !== stale?.accessToken && !expired(current)) return { ...current };
  try {
    if (!current.refreshToken) throw new BooklaError('AUTH_REQUIRED', 'No refresh token');
    const next = await session.post(current.refreshToken);
    if (!isTokens(next, true)) throw new BooklaError('API_ERROR', 'Malformed token refresh response', { body: next });
    // The host may have signed out or in meanwhile; its choice wins over this late answer.
    const now = session.held();
    if (now !== current && now?.refreshToken !== current.refreshToken) {
      if (now) return { ...now };
      throw new BooklaError('REQUEST_CANCELLED');
    }
    // Only the three token fields, whatever else the answer holds.
    const fresh = Object.fromEntries(TOKEN_FIELDS.map((k) => [k, next[k]])) as unknown as AuthTokens;
    session.setTokens(fresh);
    return fresh;
  } catch (error) {
    // Refused because another client rotated the refresh token meanwhile: its tokens are in the store.
    const now = session.held();
    if (now && now.refreshToken !== current.refreshToken) return { ...now };
    if (now) session.clearAuth();
    const { status, body } = error as BooklaError;
    throw new BooklaError('TOKEN_REFRESH_FAILED', undefined, { status, body, cause: error });
  }
}
