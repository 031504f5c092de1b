// Signing the Designer user in to our host service: a stored session while it is valid, else the Designer's
// ID token (15 minutes) exchanged for our own session token. Framework-free, so every path is unit-tested.
import { designerErrorTag, type DesignerApi } from './designer';
import { ServiceError, withReason, type ServiceApi } from './service-api';
import { readTokenUser, TokenDataError, type HostSession, type SessionStore } from './session';
import { TEXTS } from './texts';

export type SignInResult =
  | { ok: true; session: HostSession }
  /** The site has not authorized Bookla yet (or revoked it): show the Authorization view, no error. */
  | { ok: false; error: null }
  /** Something failed: show the Authorization view and this text. */
  | { ok: false; error: string };

export async function signIn(designer: DesignerApi, service: ServiceApi, store: SessionStore, now = Date.now()): Promise<SignInResult> {
  const stored = store.load(now);
  if (stored) return { ok: true, session: stored };
  let siteId: string;
  let idToken: string;
  try {
    [siteId, idToken] = await Promise.all([designer.getSiteInfo().then((s) => s.siteId), designer.getIdToken()]);
  } catch (error) {
    console.error('Bookla: the Designer gave no site or ID token', designerErrorTag(error) ?? error);
    return { ok: false, error: TEXTS.siteData };
  }
  let answer;
  try {
    answer = await service.exchangeToken(idToken, siteId);
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 401 || error.status === 403)) return { ok: false, error: null };
    console.error('Bookla: token exchange failed', error);
    return { ok: false, error: withReason(TEXTS.authFailed, error) };
  }
  try {
    const user = readTokenUser(answer.sessionToken);
    const session = { sessionToken: answer.sessionToken, ...user, exp: answer.exp };
    if (!(session.exp > now)) return { ok: false, error: TEXTS.authFailed };
    store.save(session);
    return { ok: true, session };
  } catch (error) {
    if (error instanceof TokenDataError) return { ok: false, error: TEXTS.tokenData };
    throw error;
  }
}

/** The origin whose 'authComplete' message counts: the service's own, nothing else. */
export const serviceOrigin = (service: ServiceApi): string => new URL(service.base).origin;

/**
 * Watches the Authorize popup: done when it posts 'authComplete' from the service's origin (messages from any
 * other origin are ignored) or when it closes (checked every 500 ms). Returns a stop function.
 */
export function watchPopup(
  popup: Pick<Window, 'closed' | 'close'>,
  origin: string,
  onDone: () => void,
  scope: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    try {
      popup.close();
    } catch {
      // Already closed, or another origin's window we may not close: nothing to do.
    }
    onDone();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === origin && event.data === 'authComplete') finish();
  };
  const timer = setInterval(() => {
    if (popup.closed) finish();
  }, 500);
  scope.addEventListener('message', onMessage as EventListener);
  const stop = () => {
    clearInterval(timer);
    scope.removeEventListener('message', onMessage as EventListener);
  };
  return stop;
}
