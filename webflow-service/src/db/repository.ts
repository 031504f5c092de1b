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

/** Storage inside one page's lock (a transaction on Postgres). */
export interface PageTx {
  /** Stores the element's widget (replacing the earlier one) and returns what it replaced, if anything. */
  upsertWidget(w: Omit<CanvasWidget, 'revision'>): Promise<CanvasWidget | null>;
  widgetsOnPage(siteId: string, pageId: string): Promise<CanvasWidget[]>;
  /** Deletes the element's widget if it is stored on `pageId` (the locked page); false when it is not there. */
  deleteWidget(siteId: string, elementId: string, pageId: string): Promise<boolean>;
}

export interface Repository {
  saveInstallation(i: Installation): Promise<void>;
  getInstallation(siteId: string): Promise<Installation | null>;
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
