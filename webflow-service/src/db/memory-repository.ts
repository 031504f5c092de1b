// The repository in memory, for route tests: the same contract (see repository.contract.ts), a promise chain as
// the page lock, and a copy-on-write transaction so a failing `fn` leaves nothing behind.
import type { CanvasWidget, Installation, PageTx, Repository } from './repository';

const key = (siteId: string, id: string) => `${siteId}\u0000${id}`;
const copy = <T>(v: T): T => structuredClone(v);

export function createMemoryRepository(): Repository {
  const installations = new Map<string, Installation>();
  const states = new Map<string, number>();
  const loaders = new Map<string, string>();
  let widgets = new Map<string, CanvasWidget>();
  const locks = new Map<string, Promise<unknown>>();

  return {
    async saveInstallation(i) {
      installations.set(i.siteId, copy(i));
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
