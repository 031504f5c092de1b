// The service's tables. Sessions are stateless (signed tokens), so none are stored.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per Webflow site our app is authorized on; the token encrypted (see crypto/token-cipher.ts). */
export const installations = pgTable('installations', {
  siteId: text('site_id').primaryKey(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  scopes: text('scopes').notNull(),
  /** Webflow user who authorized, when known. */
  authorizedBy: text('authorized_by'),
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
