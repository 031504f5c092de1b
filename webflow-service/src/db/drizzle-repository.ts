// The repository over drizzle, one implementation for PGlite and Postgres (same dialect). The page lock is a
// transaction-scoped advisory lock: it holds across every process on the database and is released by commit,
// rollback, or the connection dying with its process, so no lock outlives a crash.
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { WidgetType } from '@bookla/runtime/config';
import type { CanvasWidget, Installation, Repository } from './repository';
import { canvasWidgets, installations, loaderScripts, rateLimits, sessions, usedStates } from './schema';

const schema = { installations, canvasWidgets, loaderScripts, usedStates, sessions, rateLimits };
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
    async saveInstallation(i, checkedAt) {
      const row = { tokenCiphertext: i.tokenCiphertext, scopes: i.scopes, authorizedBy: i.authorizedBy, checkedAt: checkedAt ?? null, updatedAt: new Date() };
      await db
        .insert(installations)
        .values({ siteId: i.siteId, ...row })
        .onConflictDoUpdate({ target: installations.siteId, set: row });
    },
    async markInstallationChecked(siteId, at) {
      await db.update(installations).set({ checkedAt: at }).where(eq(installations.siteId, siteId));
    },
    async forgetInstallation(siteId, expected) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(installations)
          .where(and(eq(installations.siteId, siteId), eq(installations.tokenCiphertext, expected)))
          .returning({ siteId: installations.siteId });
        if (!gone.length) return false;
        await tx.delete(sessions).where(eq(sessions.siteId, siteId));
        await tx.delete(loaderScripts).where(eq(loaderScripts.siteId, siteId));
        return true;
      });
    },
    async createSession(s) {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.insert(sessions).values(s);
    },
    async sessionState(siteId, sessionId) {
      // One read per authorized request: the installation, and the session's row if it is still there.
      const [row] = await db
        .select({ installation: installations, session: sessions.id })
        .from(installations)
        .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.siteId, installations.siteId)))
        .where(eq(installations.siteId, siteId));
      return row ? { installation: toInstallation(row.installation), checkedAt: row.installation.checkedAt, live: row.session !== null } : null;
    },
    async endSession(sessionId) {
      const gone = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
      return gone.length > 0;
    },
    async countHit(key, windowMs) {
      // One statement, so two instances counting the same key at once both count. The database's clock decides
      // when a window ends: the instances' own clocks may differ.
      const ended = sql.raw(`"rate_limits"."reset_at" <= now()`);
      const resetAt = sql`now() + ${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond'`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${ended} then 1 else "rate_limits"."hits" + 1 end`,
            resetAt: sql`case when ${ended} then ${resetAt} else "rate_limits"."reset_at" end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      return row!;
    },
    async uncountHit(key) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest("rate_limits"."hits" - 1, 0)` })
        .where(and(eq(rateLimits.key, key), sql`"rate_limits"."reset_at" > now()`));
    },
    async resetHits(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async sweepHits() {
      const gone = await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key });
      return gone.length;
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
