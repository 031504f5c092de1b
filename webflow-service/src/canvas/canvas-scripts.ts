// Placing a widget on a canvas element: the stored widget and the page's applied loader entry change together,
// under the page's lock (held across instances), so simultaneous adds to one page all end up on it.
import type { CanvasWidget, Repository } from '../db/repository';
import { WebflowError, type WebflowClient } from '../webflow/client';
import { LOADER_NAME, LOADER_SOURCE, LOADER_VERSION } from './loader';
import { mergePageCode, type LoaderRef } from './page-code';

export interface CanvasDeps {
  repo: Repository;
  webflow: WebflowClient;
  widgetScriptUrl: string;
}

/**
 * The site's registered loader, registering it when the site has none of this version. A registration is never
 * repeated blindly: after a conflict (another instance won the race) or an unknown outcome (5xx, timeout) the
 * list is read again, and only what it shows is used.
 */
export async function ensureLoader(d: CanvasDeps, token: string, siteId: string): Promise<LoaderRef> {
  const cached = await d.repo.getLoader(siteId, LOADER_VERSION);
  if (cached) return { scriptId: cached, version: LOADER_VERSION };
  const find = async () => (await d.webflow.listRegisteredScripts(token, siteId)).find((s) => s.displayName === LOADER_NAME && s.version === LOADER_VERSION);
  let found = await find();
  if (!found) {
    try {
      found = await d.webflow.registerInlineScript(token, siteId, { sourceCode: LOADER_SOURCE, version: LOADER_VERSION, displayName: LOADER_NAME, canCopy: false });
    } catch (error) {
      const unknownOutcome = error instanceof WebflowError && (error.status === 409 || error.status >= 500 || error.status === 0);
      if (!unknownOutcome) throw error;
      found = await find().catch(() => undefined);
      if (!found) throw error;
    }
  }
  await d.repo.saveLoader(siteId, LOADER_VERSION, found.id);
  return { scriptId: found.id, version: LOADER_VERSION };
}

const sameList = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Rewrites one page's Bookla entry from the stored widgets; call inside the page's lock. */
async function applyPage(d: CanvasDeps, token: string, loader: LoaderRef, pageId: string, widgets: CanvasWidget[]) {
  const current = await d.webflow.getPageCode(token, pageId);
  const next = mergePageCode(current, loader, widgets, d.widgetScriptUrl);
  if (!sameList(current, next)) await d.webflow.putPageCode(token, pageId, next);
}

export interface Placement {
  siteId: string;
  pageId: string;
  elementId: string;
  widgetType: CanvasWidget['widgetType'];
  config: Record<string, unknown>;
}

/**
 * Stores the element's widget (replacing an earlier one: re-adding never duplicates) and rewrites its page's
 * entry. If Webflow refuses or fails, the transaction rolls back: the stored widget stays as it was. An element
 * that moved to another page leaves its old page's entry too.
 */
export async function placeWidget(d: CanvasDeps, token: string, p: Placement): Promise<{ revision: number }> {
  const loader = await ensureLoader(d, token, p.siteId);
  const { before, revision } = await d.repo.withPageLock(p.pageId, async (tx) => {
    const before = await tx.upsertWidget(p);
    const widgets = await tx.widgetsOnPage(p.siteId, p.pageId);
    await applyPage(d, token, loader, p.pageId, widgets);
    return { before, revision: (before?.revision ?? 0) + 1 };
  });
  if (before && before.pageId !== p.pageId) {
    await d.repo.withPageLock(before.pageId, async (tx) => applyPage(d, token, loader, before.pageId, await tx.widgetsOnPage(p.siteId, before.pageId)));
  }
  return { revision };
}

/**
 * Remove from Canvas: forgets the element's widget and rewrites its page's entry without it (a page left with no
 * widget keeps no Bookla entry at all), in one transaction as placement does. Null when no widget is stored for
 * the element. An element moved to another page between the read and the lock is looked up once more; 'moving'
 * when it moved again (nothing removed: the owner is asked to try again, not told there is no widget).
 */
export async function removeWidget(d: CanvasDeps, token: string, siteId: string, elementId: string): Promise<{ pageId: string } | null | 'moving'> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const stored = await d.repo.getWidget(siteId, elementId);
    if (!stored) return null;
    const { pageId } = stored;
    // Before the lock, as placement does: inside it, the repository may not be asked anything outside the
    // transaction (PGlite has one connection, which the transaction holds).
    const loader = await ensureLoader(d, token, siteId);
    const removed = await d.repo.withPageLock(pageId, async (tx) => {
      if (!(await tx.deleteWidget(siteId, elementId, pageId))) return false;
      await applyPage(d, token, loader, pageId, await tx.widgetsOnPage(siteId, pageId));
      return true;
    });
    if (removed) return { pageId };
  }
  return 'moving';
}

/**
 * The owner's own scripts on a page (the spec's `PUT pages/{pageId}/custom_code`): entries with the same id are
 * replaced, the others kept, under the same lock as widget placement. The Bookla loader's entry is ours to write.
 */
export async function applyScripts(d: CanvasDeps, token: string, pageId: string, scripts: { id: string; version: string; location: 'header' | 'footer'; attributes?: Record<string, string> }[]) {
  return d.repo.withPageLock(pageId, async () => {
    const current = await d.webflow.getPageCode(token, pageId);
    const ids = new Set(scripts.map((s) => s.id));
    const next = [...current.filter((s) => !ids.has(s.id)), ...scripts];
    return sameList(current, next) ? current : d.webflow.putPageCode(token, pageId, next);
  });
}
