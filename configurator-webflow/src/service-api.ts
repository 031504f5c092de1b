// The host service's calls, typed. It holds the site's Webflow token; the extension never sees it. Every call
// but the token exchange sends our own session token as a bearer. Answers are checked before use: the service
// is ours, but a proxy or an old deploy can still answer something else.
import { embedMode, type EmbedMode } from '@bookla/runtime/config';

export class ServiceError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the service could not be reached. */
    readonly status: number,
    /**
     * What the owner can be told about it: the service's own message (written for owners: 'Webflow is busy.
     * Please try again in 60 seconds.'), or that the service could not be reached. Absent for an answer that
     * could not be read, whose message is for the console only.
     */
    readonly reason?: string,
    /** The service's error code (`reauthorize`, `session_ended`, …), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** The service says Bookla's authorization on the site has ended: only Authorize helps, no session renews. */
export const authorizationEnded = (error: unknown): error is ServiceError => error instanceof ServiceError && error.code === 'reauthorize';

/** The longest service message shown to the owner (the service writes one sentence or two). */
const MAX_REASON = 300;

/** An error text of the spec, followed by what the owner can be told about the cause, if anything. */
export function withReason(text: string, error: unknown): string {
  if (!(error instanceof ServiceError && error.reason)) return text;
  // 'Authentication failed' ends without a full stop; the spec's other texts with one.
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} ${error.reason}`;
}

export interface SessionAnswer {
  sessionToken: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** A widget of a page: its element, and how the page shows it. */
export interface PageWidget {
  elementId: string;
  mode: EmbedMode;
}

export interface ServiceApi {
  /** The base URL (its origin is the only one whose 'authComplete' message counts). */
  readonly base: string;
  /** The page the Authorize popup opens. */
  authorizeUrl(siteId: string): string;
  exchangeToken(idToken: string, siteId: string): Promise<SessionAnswer>;
  /** Ends the session on the service (every instance refuses it from then on); one already ended counts as done. */
  signOut(session: string): Promise<void>;
  /**
   * Stores the element's script (replacing an earlier one for the same element) and applies it to the page.
   * Answers the settings the service's sanitizer did not keep (their paths), which the owner is told about.
   */
  registerScript(session: string, siteId: string, body: { sourceCode: string; pageId: string; elementId: string }): Promise<{ dropped: string[] }>;
  /** The element's stored script, or null when there is none. */
  loadScript(session: string, siteId: string, elementId: string): Promise<string | null>;
  /** The page's widgets: the elements that hold one, and each one's embed mode. */
  pageWidgets(session: string, siteId: string, pageId: string): Promise<PageWidget[]>;
  /** Forgets the element's widget and takes it out of its page's code; false when none was stored. */
  removeScript(session: string, siteId: string, elementId: string): Promise<boolean>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createServiceApi(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ServiceApi {
  const root = base.replace(/\/+$/, '');
  const call = async (path: string, init: RequestInit & { session?: string } = {}): Promise<unknown> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body) headers['Content-Type'] = 'application/json';
    if (init.session) headers.Authorization = `Bearer ${init.session}`;
    let res: Response;
    try {
      res = await fetchImpl(`${root}/${path}`, { ...init, headers });
    } catch (cause) {
      throw Object.assign(new ServiceError('The Bookla service cannot be reached', 0, 'The Bookla service cannot be reached: check your connection and try again.'), { cause });
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!res.ok) {
      const error = isRecord(body) && isRecord(body.error) ? body.error : {};
      const said = typeof error.message === 'string' ? error.message.trim() : '';
      const code = typeof error.code === 'string' && /^[a-z_]{1,64}$/.test(error.code) ? error.code : undefined;
      throw new ServiceError(said || `HTTP ${res.status}`, res.status, said && said.length <= MAX_REASON ? said : undefined, code);
    }
    return body;
  };
  const enc = encodeURIComponent;
  return {
    base: root,
    // The service posts 'authComplete' to this exact origin (if it is one it allows), never to '*'.
    authorizeUrl: (siteId) => {
      const origin = globalThis.location?.origin;
      return `${root}/authorize?siteId=${enc(siteId)}${origin && origin !== 'null' ? `&origin=${enc(origin)}` : ''}`;
    },
    async exchangeToken(idToken, siteId) {
      const body = await call('token', { method: 'POST', body: JSON.stringify({ idToken, siteId }) });
      if (!isRecord(body) || typeof body.sessionToken !== 'string' || !body.sessionToken || typeof body.exp !== 'number') {
        throw new ServiceError('Malformed token answer', 502);
      }
      return { sessionToken: body.sessionToken, exp: body.exp };
    },
    async signOut(session) {
      try {
        await call('token', { method: 'DELETE', session });
      } catch (error) {
        // 401: the session had ended or run out already; signed out all the same.
        if (!(error instanceof ServiceError && error.status === 401)) throw error;
      }
    },
    async registerScript(session, siteId, body) {
      const answer = await call(`sites/${enc(siteId)}/register_bookla`, { method: 'POST', session, body: JSON.stringify(body) });
      const dropped = isRecord(answer) && Array.isArray(answer.dropped) ? answer.dropped.filter((p): p is string => typeof p === 'string') : [];
      return { dropped };
    },
    async pageWidgets(session, siteId, pageId) {
      const body = await call(`sites/${enc(siteId)}/pages/${enc(pageId)}/widgets`, { session });
      if (!isRecord(body) || !Array.isArray(body.widgets)) throw new ServiceError('Malformed widget list', 502);
      // A service that does not say a widget's mode (an older deploy) stored only inline widgets.
      return body.widgets.flatMap((w) =>
        isRecord(w) && typeof w.elementId === 'string' ? [{ elementId: w.elementId, mode: embedMode({ embed: { mode: w.mode } }) }] : [],
      );
    },
    async removeScript(session, siteId, elementId) {
      try {
        await call(`sites/${enc(siteId)}/register_bookla/${enc(elementId)}`, { method: 'DELETE', session });
        return true;
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404) return false;
        throw error;
      }
    },
    async loadScript(session, siteId, elementId) {
      try {
        const body = await call(`sites/${enc(siteId)}/register_bookla/${enc(elementId)}`, { session });
        if (!isRecord(body) || typeof body.script !== 'string') throw new ServiceError('Malformed script answer', 502);
        return body.script;
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
