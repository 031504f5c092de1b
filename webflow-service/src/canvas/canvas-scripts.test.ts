import { describe, expect, it } from 'vitest';
import { createMemoryRepository } from '../db/memory-repository';
import { WebflowError, type AppliedScript, type RegisteredScript, type WebflowClient } from '../webflow/client';
import { ensureLoader, placeWidget, removeWidget } from './canvas-scripts';
import { LOADER_NAME, LOADER_VERSION } from './loader';

const SITE = 'site-a';
const script = (id: string, over: Partial<RegisteredScript> = {}): RegisteredScript => ({ id, displayName: LOADER_NAME, version: LOADER_VERSION, ...over }) as RegisteredScript;

/** A Webflow whose registered-script list answers from `lists` in turn and whose registration does `register`. */
function stubWebflow(lists: (RegisteredScript[] | Error)[], register: () => Promise<RegisteredScript>) {
  const calls = { list: 0, register: 0 };
  const webflow = {
    async listRegisteredScripts() {
      const answer = lists[Math.min(calls.list++, lists.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async registerInlineScript() {
      calls.register++;
      return register();
    },
  } as unknown as WebflowClient;
  return { webflow, calls };
}

const deps = (webflow: WebflowClient) => ({ repo: createMemoryRepository(), webflow, widgetScriptUrl: 'https://cdn.bookla.test/widget.js' });

describe('ensureLoader: one registration of the loader per site and version', () => {
  it('uses the stored id without asking Webflow; else the listed script of this name and version; else registers once', async () => {
    const stored = stubWebflow([[]], async () => script('new'));
    const d = deps(stored.webflow);
    await d.repo.saveLoader(SITE, LOADER_VERSION, 'kept');
    expect(await ensureLoader(d, 't', SITE)).toEqual({ scriptId: 'kept', version: LOADER_VERSION });
    expect(stored.calls).toEqual({ list: 0, register: 0 });

    // Another version of ours, or another app's script of this version, is not our loader.
    const listed = stubWebflow([[script('old', { version: '1.0.0' }), script('theirs', { displayName: 'OtherLoader' }), script('ours')]], async () => script('new'));
    const d2 = deps(listed.webflow);
    expect(await ensureLoader(d2, 't', SITE)).toEqual({ scriptId: 'ours', version: LOADER_VERSION });
    expect(listed.calls).toEqual({ list: 1, register: 0 });
    expect(await d2.repo.getLoader(SITE, LOADER_VERSION)).toBe('ours');

    const fresh = stubWebflow([[script('old', { version: '1.0.0' }), script('theirs', { displayName: 'OtherLoader' })]], async () => script('new'));
    const d3 = deps(fresh.webflow);
    expect(await ensureLoader(d3, 't', SITE)).toEqual({ scriptId: 'new', version: LOADER_VERSION });
    expect(fresh.calls).toEqual({ list: 1, register: 1 });
    expect(await d3.repo.getLoader(SITE, LOADER_VERSION)).toBe('new');
  });

  it('a conflict, a 5xx or no answer may mean it went through: the list is read again and what it shows is used', async () => {
    for (const error of [new WebflowError('exists', 409, 'conflict'), new WebflowError('down', 500, 'internal_error'), new WebflowError('down', 503, 'internal_error'), new WebflowError('no answer', 0, 'timeout')]) {
      const s = stubWebflow([[], [script('raced')]], async () => { throw error; });
      const d = deps(s.webflow);
      expect(await ensureLoader(d, 't', SITE), `${error.status}`).toEqual({ scriptId: 'raced', version: LOADER_VERSION });
      expect(s.calls, `${error.status}`).toEqual({ list: 2, register: 1 });
      expect(await d.repo.getLoader(SITE, LOADER_VERSION)).toBe('raced');
    }
  });

  it('an outcome that is unknown and stays unknown is reported as it was, and nothing is stored', async () => {
    const down = new WebflowError('down', 502, 'internal_error');
    for (const second of [[], new WebflowError('still down', 503, 'internal_error')]) {
      const s = stubWebflow([[], second], async () => { throw down; });
      const d = deps(s.webflow);
      await expect(ensureLoader(d, 't', SITE)).rejects.toBe(down);
      expect(await d.repo.getLoader(SITE, LOADER_VERSION)).toBeNull();
    }
  });

  it('a refusal (400, 401, 403, 422, 429) or another error is final: no second look, no retry', async () => {
    for (const error of [new WebflowError('bad', 400, 'validation_error'), new WebflowError('no', 401, 'not_authorized'), new WebflowError('no', 403, 'missing_scopes'), new WebflowError('bad', 422, 'invalid'), new WebflowError('busy', 429, 'too_many_requests', 90), new Error('bug')]) {
      const s = stubWebflow([[], [script('there')]], async () => { throw error; });
      await expect(ensureLoader(deps(s.webflow), 't', SITE)).rejects.toBe(error);
      expect(s.calls, error.message).toEqual({ list: 1, register: 1 });
    }
  });
});

describe('removeWidget: an element moved to another page between the read and the lock', () => {
  it('looks the element up once more and removes it from the page it is on now; both pages keep no Bookla entry', async () => {
    const pages = new Map<string, AppliedScript[]>();
    const webflow = {
      listRegisteredScripts: async () => [script('loader-1')],
      getPageCode: async (_: string, pageId: string) => structuredClone(pages.get(pageId) ?? []),
      putPageCode: async (_: string, pageId: string, scripts: AppliedScript[]) => (pages.set(pageId, structuredClone(scripts)), scripts),
    } as unknown as WebflowClient;
    const d = deps(webflow);
    const place = (pageId: string) => placeWidget(d, 'token', { siteId: SITE, pageId, elementId: 'el-1', widgetType: 'booking', config: { companyId: 'c1' } });
    await place('page-1');
    expect(pages.get('page-1')).toHaveLength(1);
    // The first lock asked for is page-1's, read before the move: the element goes to page-2 just before it is taken.
    const locked: string[] = [];
    const withPageLock = d.repo.withPageLock.bind(d.repo);
    d.repo.withPageLock = async (pageId, fn) => {
      locked.push(pageId);
      if (locked.length === 1) {
        d.repo.withPageLock = withPageLock;
        await place('page-2');
      }
      return withPageLock(pageId, fn);
    };
    expect(await removeWidget(d, 'token', SITE, 'el-1')).toEqual({ pageId: 'page-2' });
    expect(locked).toEqual(['page-1']);
    expect(await d.repo.getWidget(SITE, 'el-1')).toBeNull();
    expect(pages.get('page-1')).toEqual([]);
    expect(pages.get('page-2')).toEqual([]);
  });

  it('gives up when the element moves again before the second try: nothing removed, and said as such (not "no widget")', async () => {
    const webflow = {
      listRegisteredScripts: async () => [script('loader-1')],
      getPageCode: async () => [],
      putPageCode: async (_: string, __: string, scripts: AppliedScript[]) => scripts,
    } as unknown as WebflowClient;
    const d = deps(webflow);
    const place = (pageId: string) => placeWidget(d, 'token', { siteId: SITE, pageId, elementId: 'el-1', widgetType: 'booking', config: { companyId: 'c1' } });
    await place('page-1');
    let moves = 0;
    let placing = false;
    const withPageLock = d.repo.withPageLock.bind(d.repo);
    d.repo.withPageLock = async (pageId, fn) => {
      // Before each of removeWidget's locks the element moves on (placement's own locks pass untouched).
      if (!placing) {
        placing = true;
        await place(`page-${++moves + 1}`);
        placing = false;
      }
      return withPageLock(pageId, fn);
    };
    expect(await removeWidget(d, 'token', SITE, 'el-1')).toBe('moving');
    expect(moves).toBe(2);
    expect((await d.repo.getWidget(SITE, 'el-1'))?.pageId).toBe('page-3');
  });
});
