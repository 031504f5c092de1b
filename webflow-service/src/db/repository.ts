// What the routes need from storage, and nothing else: routes are tested against the in-memory version, the
// drizzle version is tested against PGlite and Postgres with the same contract suite.
import type { WidgetType } from '@bookla/runtime/config';

export interface Installation {
  siteId: string;
  tokenCiphertext: string;
  scopes: string;
  authorizedBy: string | null;
}

export interface CanvasWidget {
  siteId: string;
  elementId: string;
  pageId: string;
  widgetType: WidgetType;
  config: Record<string, unknown>;
  revision: number;
}

/** A session handed out: its token carries `id` as `jti`. */
export interface SessionRecord {
  id: string;
  siteId: string;
  expiresAt: Date;
}

/** What an authorized request finds of its site and session, in one read. */
export interface SessionState {
  installation: Installation;
  /** When Webflow last confirmed the authorization; null: not since the token was stored. */
  checkedAt: Date | null;
  /** False when the session was ended (signed out, or the site's authorization ended). */
  live: boolean;
}

/** A rate limit key's count in its current window. */
export interface HitCount {
  hits: number;
  /** When the window ends and the count starts over. */
  resetAt: Date;
}

/** Storage inside one page's lock (a transaction on Postgres). */
export interface PageTx {
  /** Stores the element's widget (replacing the earlier one) and returns what it replaced, if anything. */
  upsertWidget(w: Omit<CanvasWidget, 'revision'>): Promise<CanvasWidget | null>;
  widgetsOnPage(siteId: string, pageId: string): Promise<CanvasWidget[]>;
  /** Deletes the element's widget if it is stored on `pageId` (the locked page); false when it is not there. */
  deleteWidget(siteId: string, elementId: string, pageId: string): Promise<boolean>;
}

export interface Repository {
  /** Stores the site's installation; `checkedAt`: when Webflow confirmed it (the callback has just introspected). */
  saveInstallation(i: Installation, checkedAt?: Date): Promise<void>;
  getInstallation(siteId: string): Promise<Installation | null>;
  /** Records that Webflow confirmed the site's authorization at `at`. */
  markInstallationChecked(siteId: string, at: Date): Promise<void>;
  /**
   * The site lost its authorization: forgets its token, ends its sessions and forgets its registered loader (an app
   * removed from a site may lose its scripts there), all at once, but only while the token ciphertext still is
   * `expected`. False when it is not (the site authorized again meanwhile: its new token and sessions stay).
   */
  forgetInstallation(siteId: string, expected: string): Promise<boolean>;
  /** Stores a new session, and drops the sessions past their expiry. */
  createSession(s: SessionRecord): Promise<void>;
  /** The site's installation and whether the session still counts; null when the site has no installation. */
  sessionState(siteId: string, sessionId: string): Promise<SessionState | null>;
  /** Ends one session (sign-out); false when it was not there. */
  endSession(sessionId: string): Promise<boolean>;
  /**
   * Counts one request for a rate limit key, atomically across instances: the first in a window (or the first after
   * it ended) starts a new window of `windowMs` at 1.
   */
  countHit(key: string, windowMs: number): Promise<HitCount>;
  /** Takes one request back from the key's current window (never below 0). */
  uncountHit(key: string): Promise<void>;
  /** Forgets the key's count. */
  resetHits(key: string): Promise<void>;
  /** Drops the counts whose window has ended; answers how many. */
  sweepHits(): Promise<number>;
  /** Every site's installation, by site id (the token key rotation walks them). */
  listInstallations(): Promise<Installation[]>;
  /**
   * Stores `next` as the site's token ciphertext only if it still is `expected`; false when it is not (the site
   * authorized again meanwhile: its new token must not be overwritten by the old one, re-encrypted).
   */
  replaceTokenCiphertext(siteId: string, expected: string, next: string): Promise<boolean>;
  /** Records a state nonce; false when it was used before (a replay). Forgets nonces past their expiry. */
  consumeState(nonce: string, expiresAt: Date): Promise<boolean>;
  getLoader(siteId: string, version: string): Promise<string | null>;
  saveLoader(siteId: string, version: string, scriptId: string): Promise<void>;
  getWidget(siteId: string, elementId: string): Promise<CanvasWidget | null>;
  /**
   * Runs `fn` holding the page's lock, which holds across processes sharing the database, inside one
   * transaction: if `fn` throws (or the process dies), nothing it wrote is kept. `fn` reads and writes through
   * `tx` only: on PGlite the transaction holds the one connection, so another repository call inside it waits
   * for ever.
   */
  withPageLock<T>(pageId: string, fn: (tx: PageTx) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
