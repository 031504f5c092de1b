// The repository in memory, for route tests: the same contract (see repository.contract.ts), a promise chain as
// the page lock, and a copy-on-write transaction so a failing `fn` leaves nothing behind.
import type { CanvasWidget, HitCount, Installation, PageTx, Repository, SessionRecord } from './repository';

const key = (siteId: string, id: string) => `${siteId}\u0000${id}`;
const copy = <T>(v: T): T => structuredClone(v);

export function createMemoryRepository(): Repository {
  const installations = new Map<string, Installation>();
  const checked = new Map<string, Date | null>();
  const sessions = new Map<string, SessionRecord>();
  const hits = new Map<string, HitCount>();
  const states = new Map<string, number>();
  const loaders = new Map<string, string>();
  let widgets = new Map<string, CanvasWidget>();
  const locks = new Map<string, Promise<unknown>>();

  return {
    async saveInstallation(i, checkedAt) {
      installations.set(i.siteId, copy(i));
      checked.set(i.siteId, checkedAt ? new Date(checkedAt) : null);
    },
    async markInstallationChecked(siteId, at) {
      if (installations.has(siteId)) checked.set(siteId, new Date(at));
    },
    async forgetInstallation(siteId, expected) {
      if (installations.get(siteId)?.tokenCiphertext !== expected) return false;
      installations.delete(siteId);
      checked.delete(siteId);
      for (const [id, s] of sessions) if (s.siteId === siteId) sessions.delete(id);
      for (const k of loaders.keys()) if (k.startsWith(key(siteId, ''))) loaders.delete(k);
      return true;
    },
    async createSession(s) {
      const now = Date.now();
      for (const [id, other] of sessions) if (other.expiresAt.getTime() < now) sessions.delete(id);
      sessions.set(s.id, copy(s));
    },
    async sessionState(siteId, sessionId) {
      const installation = installations.get(siteId);
      if (!installation) return null;
      return { installation: copy(installation), checkedAt: copy(checked.get(siteId) ?? null), live: sessions.get(sessionId)?.siteId === siteId };
    },
    async endSession(sessionId) {
      return sessions.delete(sessionId);
    },
    async countHit(k, windowMs) {
      const now = Date.now();
      const current = hits.get(k);
      const next = current && current.resetAt.getTime() > now ? { hits: current.hits + 1, resetAt: current.resetAt } : { hits: 1, resetAt: new Date(now + windowMs) };
      hits.set(k, next);
      return copy(next);
    },
    async uncountHit(k) {
      const current = hits.get(k);
      if (current && current.resetAt.getTime() > Date.now() && current.hits > 0) current.hits--;
    },
    async resetHits(k) {
      hits.delete(k);
    },
    async sweepHits() {
      const now = Date.now();
      let swept = 0;
      for (const [k, h] of hits) if (h.resetAt.getTime() <= now && hits.delete(k)) swept++;
      return swept;
    },
    async getInstallation(siteId) {
      return copy(installations.get(siteId) ?? null);
    },
    async listInstallations() {
      return [...installations.values()].sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0)).map(copy);
    },
    async replaceTokenCiphertext(siteId, expected, next) {
      const i = installations.get(siteId);
      if (!i || i.tokenCiphertext !== expected) return false;
      installations.set(siteId, { ...i, tokenCiphertext: next });
      return true;
    },
    async consumeState(nonce, expiresAt) {
      const now = Date.now();
      for (const [n, exp] of states) if (exp < now) states.delete(n);
      if (states.has(nonce)) return false;
      states.set(nonce, expiresAt.getTime());
      return true;
    },
    async getLoader(siteId, version) {
      return loaders.get(key(siteId, version)) ?? null;
    },
    async saveLoader(siteId, version, scriptId) {
      if (!loaders.has(key(siteId, version))) loaders.set(key(siteId, version), scriptId);
    },
    async getWidget(siteId, elementId) {
      return copy(widgets.get(key(siteId, elementId)) ?? null);
    },
    async withPageLock(pageId, fn) {
      const previous = locks.get(pageId) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(async () => {
        const draft = new Map([...widgets].map(([k, v]) => [k, copy(v)]));
        const changed = new Set<string>();
        const tx: PageTx = {
          async upsertWidget(w) {
            const before = draft.get(key(w.siteId, w.elementId)) ?? null;
            draft.set(key(w.siteId, w.elementId), { ...copy(w), revision: (before?.revision ?? 0) + 1 });
            changed.add(key(w.siteId, w.elementId));
            return copy(before);
          },
          async widgetsOnPage(siteId, page) {
            return [...draft.values()].filter((w) => w.siteId === siteId && w.pageId === page).sort((a, b) => a.elementId.localeCompare(b.elementId)).map(copy);
          },
          async deleteWidget(siteId, elementId, page) {
            const k = key(siteId, elementId);
            if (draft.get(k)?.pageId !== page) return false;
            draft.delete(k);
            changed.add(k);
            return true;
          },
        };
        const result = await fn(tx);
        // Commit only what this transaction wrote: other rows may have changed meanwhile under other pages' locks.
        for (const k of changed) {
          const w = draft.get(k);
          if (w) widgets.set(k, w);
          else widgets.delete(k);
        }
        return result;
      });
      locks.set(pageId, run);
      return run;
    },
    async ping() {},
    async close() {
      widgets = new Map();
    },
  };
}
