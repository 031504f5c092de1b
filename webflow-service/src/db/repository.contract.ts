// The repository contract, run against every implementation: memory (routes' tests), PGlite, and Postgres.
import { describe, expect, it } from 'vitest';
import type { Repository } from './repository';

const widget = (elementId: string, pageId = 'page-1', siteId = 'site-1') => ({ siteId, elementId, pageId, widgetType: 'booking' as const, config: { apiKey: 'k', theme: { colors: { text: '#111111' } } } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function repositoryContract(name: string, open: () => Promise<Repository>, reset: (repo: Repository) => Promise<void> = async () => {}) {
  describe(`repository contract: ${name}`, () => {
    /** `open` may hand out one shared database; `reset` empties it between tests. */
    const fresh = async () => {
      const repo = await open();
      await reset(repo);
      return repo;
    };

    it('installations: saved, replaced, read back', async () => {
      const r = await fresh();
      expect(await r.getInstallation('site-1')).toBeNull();
      await r.saveInstallation({ siteId: 'site-1', tokenCiphertext: 'v1.a', scopes: 'sites:read', authorizedBy: null });
      await r.saveInstallation({ siteId: 'site-1', tokenCiphertext: 'v1.b', scopes: 'sites:read custom_code:write', authorizedBy: 'u1' });
      expect(await r.getInstallation('site-1')).toEqual({ siteId: 'site-1', tokenCiphertext: 'v1.b', scopes: 'sites:read custom_code:write', authorizedBy: 'u1' });
    });

    it('installations: listed by site; a token ciphertext is replaced only while it is the expected one', async () => {
      const r = await fresh();
      expect(await r.listInstallations()).toEqual([]);
      await r.saveInstallation({ siteId: 'site-2', tokenCiphertext: 'v1.two', scopes: 's', authorizedBy: null });
      await r.saveInstallation({ siteId: 'site-1', tokenCiphertext: 'v1.one', scopes: 's', authorizedBy: 'u1' });
      expect((await r.listInstallations()).map((i) => [i.siteId, i.tokenCiphertext])).toEqual([
        ['site-1', 'v1.one'],
        ['site-2', 'v1.two'],
      ]);
      expect(await r.replaceTokenCiphertext('site-1', 'v1.one', 'v1.one-rewrapped')).toBe(true);
      expect(await r.getInstallation('site-1')).toEqual({ siteId: 'site-1', tokenCiphertext: 'v1.one-rewrapped', scopes: 's', authorizedBy: 'u1' });
      // Authorized again meanwhile (the ciphertext changed): the newer token stays.
      expect(await r.replaceTokenCiphertext('site-2', 'v1.stale', 'v1.x')).toBe(false);
      expect((await r.getInstallation('site-2'))!.tokenCiphertext).toBe('v1.two');
      expect(await r.replaceTokenCiphertext('site-3', 'v1.none', 'v1.x')).toBe(false);
      expect(await r.getInstallation('site-3')).toBeNull();
    });

    it('a state nonce is consumed once', async () => {
      const r = await fresh();
      const exp = new Date(Date.now() + 60_000);
      expect(await r.consumeState('n1', exp)).toBe(true);
      expect(await r.consumeState('n1', exp)).toBe(false);
      expect(await r.consumeState('n2', exp)).toBe(true);
    });

    it('expired nonces are dropped on the next consumption, so the table does not grow with every sign-in', async () => {
      const r = await fresh();
      // Expired a second ago (the callback checks a state's own expiry before it gets here; this is housekeeping).
      expect(await r.consumeState('old', new Date(Date.now() - 1000))).toBe(true);
      expect(await r.consumeState('live', new Date(Date.now() + 60_000))).toBe(true);
      // Consuming another one swept 'old' out: only a row still there could refuse it.
      expect(await r.consumeState('old', new Date(Date.now() + 60_000))).toBe(true);
      expect(await r.consumeState('live', new Date(Date.now() + 60_000))).toBe(false);
    });

    it('the loader of a version is saved once; the first id stays', async () => {
      const r = await fresh();
      expect(await r.getLoader('site-1', '1.0.0')).toBeNull();
      await r.saveLoader('site-1', '1.0.0', 'bookla_loader');
      await r.saveLoader('site-1', '1.0.0', 'other');
      expect(await r.getLoader('site-1', '1.0.0')).toBe('bookla_loader');
      expect(await r.getLoader('site-2', '1.0.0')).toBeNull();
    });

    it('widgets: upsert returns what it replaced and counts revisions; a page lists its widgets in element order', async () => {
      const r = await fresh();
      const before = await r.withPageLock('page-1', async (tx) => {
        expect(await tx.upsertWidget(widget('el-b'))).toBeNull();
        await tx.upsertWidget(widget('el-a'));
        return tx.upsertWidget({ ...widget('el-b'), widgetType: 'giftcard' as never });
      });
      expect(before).toMatchObject({ elementId: 'el-b', widgetType: 'booking', revision: 1 });
      expect(await r.getWidget('site-1', 'el-b')).toMatchObject({ widgetType: 'giftcard', revision: 2, config: widget('x').config });
      const listed = await r.withPageLock('page-1', (tx) => tx.widgetsOnPage('site-1', 'page-1'));
      expect(listed.map((w) => w.elementId)).toEqual(['el-a', 'el-b']);
      expect(await r.withPageLock('page-1', (tx) => tx.widgetsOnPage('site-2', 'page-1'))).toEqual([]);
    });

    it('a widget is deleted only from the page it is on; a failing transaction keeps it', async () => {
      const r = await fresh();
      await r.withPageLock('page-1', async (tx) => {
        await tx.upsertWidget(widget('el-a'));
        await tx.upsertWidget(widget('el-b'));
      });
      await r.withPageLock('page-2', (tx) => tx.upsertWidget(widget('el-c', 'page-2')));
      // Another page's lock cannot delete it (the element moved meanwhile): false, kept.
      expect(await r.withPageLock('page-2', (tx) => tx.deleteWidget('site-1', 'el-a', 'page-2'))).toBe(false);
      expect(await r.withPageLock('page-1', (tx) => tx.deleteWidget('site-2', 'el-a', 'page-1'))).toBe(false);
      await expect(
        r.withPageLock('page-1', async (tx) => {
          expect(await tx.deleteWidget('site-1', 'el-a', 'page-1')).toBe(true);
          throw new Error('Webflow said no');
        }),
      ).rejects.toThrow('Webflow said no');
      expect(await r.getWidget('site-1', 'el-a')).not.toBeNull();
      const left = await r.withPageLock('page-1', async (tx) => {
        expect(await tx.deleteWidget('site-1', 'el-a', 'page-1')).toBe(true);
        expect(await tx.deleteWidget('site-1', 'el-a', 'page-1')).toBe(false);
        return tx.widgetsOnPage('site-1', 'page-1');
      });
      expect(left.map((w) => w.elementId)).toEqual(['el-b']);
      expect(await r.getWidget('site-1', 'el-a')).toBeNull();
      expect(await r.getWidget('site-1', 'el-c')).not.toBeNull();
      // Placed again later, it starts over at revision 1.
      await r.withPageLock('page-1', (tx) => tx.upsertWidget(widget('el-a')));
      expect(await r.getWidget('site-1', 'el-a')).toMatchObject({ revision: 1 });
    });

    it('a failing page transaction keeps nothing it wrote', async () => {
      const r = await fresh();
      await expect(
        r.withPageLock('page-1', async (tx) => {
          await tx.upsertWidget(widget('el-x'));
          throw new Error('Webflow said no');
        }),
      ).rejects.toThrow('Webflow said no');
      expect(await r.getWidget('site-1', 'el-x')).toBeNull();
    });

    it('one page\u2019s lock is taken in turn; another page\u2019s is not held up', async () => {
      const r = await fresh();
      const events: string[] = [];
      const hold = (page: string, label: string, ms: number) =>
        r.withPageLock(page, async (tx) => {
          events.push(`${label} in`);
          await tx.upsertWidget(widget(label, page));
          await sleep(ms);
          events.push(`${label} out`);
        });
      await Promise.all([hold('page-1', 'a', 150), sleep(20).then(() => hold('page-1', 'b', 10)), sleep(20).then(() => hold('page-2', 'c', 10))]);
      expect(events.indexOf('b in')).toBeGreaterThan(events.indexOf('a out'));
      if (name !== 'PGlite') expect(events.indexOf('c out')).toBeLessThan(events.indexOf('a out'));
      expect((await r.withPageLock('page-1', (tx) => tx.widgetsOnPage('site-1', 'page-1'))).map((w) => w.elementId)).toEqual(['a', 'b']);
    });

    it('ping answers', async () => {
      const r = await fresh();
      await expect(r.ping()).resolves.toBeUndefined();
    });
  });
}
