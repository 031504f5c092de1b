// The repository over drizzle, one implementation for PGlite and Postgres (same dialect). The page lock is a
// transaction-scoped advisory lock: it holds across every process on the database and is released by commit,
// rollback, or the connection dying with its process, so no lock outlives a crash.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { WidgetType } from '@bookla/runtime/config';
import type { CanvasWidget, Installation, Repository } from './repository';
import { canvasWidgets, installations, loaderScripts, usedStates } from './schema';

const schema = { installations, canvasWidgets, loaderScripts, usedStates };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const toWidget = (r: typeof canvasWidgets.$inferSelect): CanvasWidget => ({
  siteId: r.siteId,
  elementId: r.elementId,
  pageId: r.pageId,
  widgetType: r.widgetType as WidgetType,
  config: r.config as Record<string, unknown>,
  revision: r.revision,
});

const toInstallation = (r: typeof installations.$inferSelect): Installation => ({
  siteId: r.siteId,
  tokenCiphertext: r.tokenCiphertext,
  scopes: r.scopes,
  authorizedBy: r.authorizedBy,
});

export function createDrizzleRepository(db: Db, close: () => Promise<void>): Repository & { readonly db: Db } {
  return {
    /** For tests and tools that need raw SQL (TRUNCATE between tests); routes use the methods. */
    db,
    async saveInstallation(i) {
      await db
        .insert(installations)
        .values({ ...i, updatedAt: new Date() })
        .onConflictDoUpdate({ target: installations.siteId, set: { tokenCiphertext: i.tokenCiphertext, scopes: i.scopes, authorizedBy: i.authorizedBy, updatedAt: new Date() } });
    },
    async getInstallation(siteId) {
      const [row] = await db.select().from(installations).where(eq(installations.siteId, siteId));
      return row ? toInstallation(row) : null;
    },
    async listInstallations() {
      const rows = await db.select().from(installations).orderBy(asc(installations.siteId));
      return rows.map(toInstallation);
    },
    async replaceTokenCiphertext(siteId, expected, next) {
      const updated = await db
        .update(installations)
        .set({ tokenCiphertext: next, updatedAt: new Date() })
        .where(and(eq(installations.siteId, siteId), eq(installations.tokenCiphertext, expected)))
        .returning({ siteId: installations.siteId });
      return updated.length === 1;
    },
    async consumeState(nonce, expiresAt) {
      await db.delete(usedStates).where(lt(usedStates.expiresAt, new Date()));
      const inserted = await db.insert(usedStates).values({ nonce, expiresAt }).onConflictDoNothing().returning({ nonce: usedStates.nonce });
      return inserted.length === 1;
    },
    async getLoader(siteId, version) {
      const [row] = await db.select().from(loaderScripts).where(and(eq(loaderScripts.siteId, siteId), eq(loaderScripts.version, version)));
      return row?.scriptId ?? null;
    },
    async saveLoader(siteId, version, scriptId) {
      await db.insert(loaderScripts).values({ siteId, version, scriptId }).onConflictDoNothing();
    },
    async getWidget(siteId, elementId) {
      const [row] = await db.select().from(canvasWidgets).where(and(eq(canvasWidgets.siteId, siteId), eq(canvasWidgets.elementId, elementId)));
      return row ? toWidget(row) : null;
    },
    async withPageLock(pageId, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bookla-page:${pageId}`}, 0))`);
        return fn({
          async upsertWidget(w) {
            const [before] = await tx.select().from(canvasWidgets).where(and(eq(canvasWidgets.siteId, w.siteId), eq(canvasWidgets.elementId, w.elementId))).for('update');
            await tx
              .insert(canvasWidgets)
              .values({ ...w, revision: 1, updatedAt: new Date() })
              .onConflictDoUpdate({
                target: [canvasWidgets.siteId, canvasWidgets.elementId],
                set: { pageId: w.pageId, widgetType: w.widgetType, config: w.config, revision: sql`${canvasWidgets.revision} + 1`, updatedAt: new Date() },
              });
            return before ? toWidget(before) : null;
          },
          async widgetsOnPage(siteId, page) {
            const rows = await tx.select().from(canvasWidgets).where(and(eq(canvasWidgets.siteId, siteId), eq(canvasWidgets.pageId, page))).orderBy(canvasWidgets.elementId);
            return rows.map(toWidget);
          },
          async deleteWidget(siteId, elementId, page) {
            const gone = await tx
              .delete(canvasWidgets)
              .where(and(eq(canvasWidgets.siteId, siteId), eq(canvasWidgets.elementId, elementId), eq(canvasWidgets.pageId, page)))
              .returning({ elementId: canvasWidgets.elementId });
            return gone.length > 0;
          },
        });
      });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
