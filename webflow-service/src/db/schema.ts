// The service's tables, shared by every instance on the database.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per Webflow site our app is authorized on; the token encrypted (see crypto/token-cipher.ts). */
export const installations = pgTable('installations', {
  siteId: text('site_id').primaryKey(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  scopes: text('scopes').notNull(),
  /** Webflow user who authorized, when known. */
  authorizedBy: text('authorized_by'),
  /** When Webflow last confirmed the authorization (introspect); null: not since it was stored. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A widget placed on a canvas element: what Load from Canvas returns and what the page's script carries. */
export const canvasWidgets = pgTable(
  'canvas_widgets',
  {
    siteId: text('site_id').notNull(),
    elementId: text('element_id').notNull(),
    pageId: text('page_id').notNull(),
    widgetType: text('widget_type').notNull(),
    /** The complete, sanitized configuration. */
    config: jsonb('config').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.elementId] }), index('canvas_widgets_page').on(t.siteId, t.pageId)],
);

/** The loader script registered on a site, per loader version: registered once, never per edit. */
export const loaderScripts = pgTable(
  'loader_scripts',
  {
    siteId: text('site_id').notNull(),
    version: text('version').notNull(),
    scriptId: text('script_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.version] })],
);

/** OAuth state nonces already used: a replayed state is refused on any instance. */
export const usedStates = pgTable('used_states', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The session tokens handed out (a token carries its row's id as `jti`): a token counts only while its row is
 * here, so signing out ends one session and a site losing its authorization ends all of the site's, on every
 * instance at once. Rows past their expiry are swept when sessions are made.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_site').on(t.siteId), index('sessions_expiry').on(t.expiresAt)],
);

/** Rate limits' request counts, one row per limit key and window, so every instance counts the same requests. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset').on(t.resetAt)],
);
