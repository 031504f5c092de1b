// The repository contract, run against every implementation: memory (routes' tests), PGlite, and Postgres.
import { describe, expect, it, vi } from 'vitest';
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

    const install = (r: Repository, siteId: string, tokenCiphertext = `v1.${siteId}`, checkedAt?: Date) =>
      r.saveInstallation({ siteId, tokenCiphertext, scopes: 's', authorizedBy: null }, checkedAt);
    const session = (id: string, siteId = 'site-1', ms = 3_600_000) => ({ id, siteId, expiresAt: new Date(Date.now() + ms) });

    it('sessions: a session counts for its own site until it is ended; without an installation there is no state', async () => {
      const r = await fresh();
      expect(await r.sessionState('site-1', 's1')).toBeNull();
      await install(r, 'site-1');
      await install(r, 'site-2');
      await r.createSession(session('s1'));
      await r.createSession(session('s2'));
      expect(await r.sessionState('site-1', 's1')).toEqual({ installation: { siteId: 'site-1', tokenCiphertext: 'v1.site-1', scopes: 's', authorizedBy: null }, checkedAt: null, live: true });
      // Another site's session, or one never made, does not count here.
      expect((await r.sessionState('site-2', 's1'))!.live).toBe(false);
      expect((await r.sessionState('site-1', 'never'))!.live).toBe(false);
      expect(await r.endSession('s1')).toBe(true);
      expect(await r.endSession('s1')).toBe(false);
      expect((await r.sessionState('site-1', 's1'))!.live).toBe(false);
      // Only that one: the site's other session stays.
      expect((await r.sessionState('site-1', 's2'))!.live).toBe(true);
    });

    it('sessions past their expiry are dropped when the next one is made', async () => {
      const r = await fresh();
      await install(r, 'site-1');
      await r.createSession(session('old', 'site-1', -1000));
      await r.createSession(session('new'));
      expect(await r.endSession('old')).toBe(false);
      expect(await r.endSession('new')).toBe(true);
    });

    it('the time Webflow last confirmed an installation is kept with it, and set again by a new authorization', async () => {
      const r = await fresh();
      const at = new Date('2026-05-01T10:00:00.000Z');
      await install(r, 'site-1', 'v1.a', at);
      expect((await r.sessionState('site-1', 'x'))!.checkedAt).toEqual(at);
      const later = new Date('2026-05-01T10:07:00.000Z');
      await r.markInstallationChecked('site-1', later);
      expect((await r.sessionState('site-1', 'x'))!.checkedAt).toEqual(later);
      await install(r, 'site-1', 'v1.b');
      expect((await r.sessionState('site-1', 'x'))!.checkedAt).toBeNull();
      await r.markInstallationChecked('site-9', later);
      expect(await r.sessionState('site-9', 'x')).toBeNull();
    });

    it('forgetting an installation drops its token, its sessions and its loader, only while the token is the expected one', async () => {
      const r = await fresh();
      await install(r, 'site-1', 'v1.old');
      await install(r, 'site-2');
      for (const s of [session('a1'), session('a2'), session('b1', 'site-2')]) await r.createSession(s);
      await r.saveLoader('site-1', '1.0.0', 'bookla_loader');
      await r.saveLoader('site-2', '1.0.0', 'bookla_loader');
      // Authorized again meanwhile: the newer token and everything of the site stay.
      expect(await r.forgetInstallation('site-1', 'v1.stale')).toBe(false);
      expect((await r.sessionState('site-1', 'a1'))!.live).toBe(true);
      expect(await r.forgetInstallation('site-1', 'v1.old')).toBe(true);
      expect(await r.getInstallation('site-1')).toBeNull();
      expect(await r.sessionState('site-1', 'a1')).toBeNull();
      expect(await r.getLoader('site-1', '1.0.0')).toBeNull();
      expect(await r.forgetInstallation('site-1', 'v1.old')).toBe(false);
      // Another site keeps all of its own.
      expect((await r.sessionState('site-2', 'b1'))!.live).toBe(true);
      expect(await r.getLoader('site-2', '1.0.0')).toBe('bookla_loader');
      // Authorizing again works; the ended sessions stay ended.
      await install(r, 'site-1', 'v1.new');
      expect((await r.sessionState('site-1', 'a2'))!.live).toBe(false);
    });

    it('rate limit counts: per key, atomic under simultaneous requests, started over once the window ends', async () => {
      const r = await fresh();
      const first = await r.countHit('client 1', 60_000);
      expect(first.hits).toBe(1);
      expect(first.resetAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
      expect(first.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
      const counted = await Promise.all(Array.from({ length: 30 }, () => r.countHit('client 1', 60_000)));
      expect(counted.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
      // The window's end stays where the first request put it.
      expect(new Set(counted.map((c) => c.resetAt.getTime()))).toEqual(new Set([first.resetAt.getTime()]));
      expect((await r.countHit('client 2', 60_000)).hits).toBe(1);
      await r.uncountHit('client 1');
      expect((await r.countHit('client 1', 60_000)).hits).toBe(31);
      await r.resetHits('client 1');
      expect((await r.countHit('client 1', 60_000)).hits).toBe(1);
      // A short window: once it has ended, the next request starts a new one at 1.
      const short = await r.countHit('short', 200);
      expect(short.hits).toBe(1);
      await vi.waitFor(async () => expect((await r.countHit('short', 200)).hits).toBe(1), { timeout: 5_000, interval: 50 });
    });

    it('rate limit counts whose window ended are swept; running ones stay', async () => {
      const r = await fresh();
      await r.countHit('running', 60_000);
      await r.countHit('ending', 1);
      await vi.waitFor(async () => expect(await r.sweepHits()).toBe(1), { timeout: 5_000, interval: 20 });
      expect(await r.sweepHits()).toBe(0);
      expect((await r.countHit('running', 60_000)).hits).toBe(2);
      // Taking one back from an ended or unknown key changes nothing and does not fail.
      await r.uncountHit('unknown');
      expect((await r.countHit('unknown', 60_000)).hits).toBe(1);
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
      const hold = (page: string, label: string, until: Promise<unknown>) =>
        r.withPageLock(page, async (tx) => {
          events.push(`${label} in`);
          await tx.upsertWidget(widget(label, page));
          await until;
          events.push(`${label} out`);
        });
      // On a server, 'a' holds page-1 until another page's writer is done (5 s at most: a writer held up behind
      // page-1 would finish after it, which the order below refuses), however slow the machine; PGlite runs one
      // transaction at a time, so there it only holds long enough for the others to queue.
      let cDone!: () => void;
      const cFinished = new Promise<void>((resolve) => (cDone = resolve));
      const aHolds = name !== 'PGlite' ? Promise.race([cFinished, sleep(5000)]) : sleep(150);
      await Promise.all([
        hold('page-1', 'a', aHolds),
        sleep(20).then(() => hold('page-1', 'b', sleep(10))),
        sleep(20).then(() => hold('page-2', 'c', sleep(10)).then(cDone)),
      ]);
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
