import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalDraftStore, DRAFT_NOT_SAVED, DRAFT_NOTICES, DRAFT_VERSION, draftKey } from './drafts';

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per widget type and gives it back', () => {
    const notify = vi.fn();
    const store = createLocalDraftStore(notify);
    store.save('booking', { apiKey: 'b' });
    store.save('giftcard', { apiKey: 'g' });
    const again = createLocalDraftStore(notify);
    expect(again.load('booking')).toEqual({ apiKey: 'b' });
    expect(again.load('giftcard')).toEqual({ apiKey: 'g' });
    expect(again.load('subscription')).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('clear removes every type', () => {
    const store = createLocalDraftStore(vi.fn());
    store.save('booking', { apiKey: 'b' });
    store.save('subscription', { apiKey: 's' });
    store.clear();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['not JSON', '{"v":1,"config":', DRAFT_NOTICES.corrupt('booking')],
    ['JSON null', 'null', DRAFT_NOTICES.corrupt('booking')],
    ['an array', '[1]', DRAFT_NOTICES.corrupt('booking')],
    ['no config', `{"v":${DRAFT_VERSION}}`, DRAFT_NOTICES.corrupt('booking')],
    ['a string config', `{"v":${DRAFT_VERSION},"config":"x"}`, DRAFT_NOTICES.corrupt('booking')],
    ['another version', `{"v":${DRAFT_VERSION + 1},"config":{}}`, DRAFT_NOTICES.otherVersion('booking')],
    ['no version', '{"config":{}}', DRAFT_NOTICES.otherVersion('booking')],
  ])('%s: discarded with a notice, never a crash', (_, text, notice) => {
    localStorage.setItem(draftKey('booking'), text);
    const notify = vi.fn();
    expect(createLocalDraftStore(notify).load('booking')).toBeUndefined();
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', notice);
    expect(localStorage.getItem(draftKey('booking'))).toBeNull();
  });

  it('names the widget type in the notice', () => {
    localStorage.setItem(draftKey('giftcard'), 'x');
    const notify = vi.fn();
    createLocalDraftStore(notify).load('giftcard');
    expect(notify).toHaveBeenCalledWith('warning', 'Your saved gift card draft could not be read and was discarded.');
  });

  it('works without storage, or with one that throws (private mode, quota)', () => {
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } } as unknown as Storage;
    for (const storage of [() => undefined, () => throwing]) {
      const notify = vi.fn();
      const store = createLocalDraftStore(notify, { storage });
      expect(() => store.save('booking', { apiKey: 'x' })).not.toThrow();
      expect(store.load('booking')).toBeUndefined();
      expect(() => store.clear()).not.toThrow();
      // The owner is told once that nothing is kept, not on every change.
      store.save('giftcard', { apiKey: 'y' });
      expect(notify).toHaveBeenCalledExactlyOnceWith('warning', DRAFT_NOT_SAVED);
    }
  });

  it('a full storage: the owner is told once; the drafts that fit are kept', () => {
    const notify = vi.fn();
    let room = true;
    const full = {
      getItem: (k: string) => localStorage.getItem(k),
      removeItem: (k: string) => localStorage.removeItem(k),
      setItem: (k: string, v: string) => {
        if (!room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        localStorage.setItem(k, v);
      },
    } as unknown as Storage;
    const store = createLocalDraftStore(notify, { storage: () => full });
    store.save('booking', { apiKey: 'b' });
    expect(notify).not.toHaveBeenCalled();
    room = false;
    store.save('booking', { apiKey: 'b2' });
    store.save('booking', { apiKey: 'b3' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', DRAFT_NOT_SAVED);
    expect(store.load('booking')).toEqual({ apiKey: 'b' });
  });

  describe('watch: another tab changed a draft', () => {
    // What the browser fires in every other tab of the origin after a localStorage write.
    const storageEvent = (init: { key: string | null; newValue?: string | null; storageArea?: Storage | null }) =>
      Object.assign(new Event('storage'), { newValue: null, storageArea: localStorage, ...init });
    const saved = (config: object) => JSON.stringify({ v: DRAFT_VERSION, config });

    it('reports each type whose draft was written or removed, every type when the storage was cleared', () => {
      const events = new EventTarget();
      const changed = vi.fn();
      const stop = createLocalDraftStore(vi.fn(), { events }).watch!(changed);
      events.dispatchEvent(storageEvent({ key: draftKey('giftcard'), newValue: saved({ termsEnabled: true }) }));
      expect(changed.mock.calls).toEqual([['giftcard']]);
      events.dispatchEvent(storageEvent({ key: draftKey('booking') }));
      expect(changed.mock.calls).toEqual([['giftcard'], ['booking']]);
      events.dispatchEvent(storageEvent({ key: null }));
      expect(changed.mock.calls.slice(2)).toEqual([['booking'], ['subscription'], ['giftcard']]);
      stop();
      events.dispatchEvent(storageEvent({ key: draftKey('booking') }));
      expect(changed).toHaveBeenCalledTimes(5);
    });

    it("ignores other keys, sessionStorage, and a draft this version cannot read (it is left for its writer)", () => {
      const events = new EventTarget();
      const changed = vi.fn();
      const notify = vi.fn();
      createLocalDraftStore(notify, { events }).watch!(changed);
      events.dispatchEvent(storageEvent({ key: 'someone.else', newValue: 'x' }));
      events.dispatchEvent(storageEvent({ key: draftKey('booking'), newValue: saved({}), storageArea: sessionStorage }));
      const otherVersion = JSON.stringify({ v: DRAFT_VERSION + 1, config: {} });
      localStorage.setItem(draftKey('booking'), otherVersion);
      events.dispatchEvent(storageEvent({ key: draftKey('booking'), newValue: otherVersion }));
      events.dispatchEvent(storageEvent({ key: draftKey('booking'), newValue: '{"v":1,' }));
      expect(changed).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(localStorage.getItem(draftKey('booking'))).toBe(otherVersion);
    });

    it('listens on the window by default, and a storage that throws reports nothing', () => {
      const changed = vi.fn();
      const stop = createLocalDraftStore(vi.fn()).watch!(changed);
      window.dispatchEvent(storageEvent({ key: draftKey('subscription'), newValue: saved({}) }));
      expect(changed).toHaveBeenCalledExactlyOnceWith('subscription');
      stop();
      const events = new EventTarget();
      const blocked = vi.fn();
      createLocalDraftStore(vi.fn(), { storage: () => { throw new Error('denied'); }, events }).watch!(blocked);
      events.dispatchEvent(storageEvent({ key: draftKey('booking'), newValue: saved({}) }));
      expect(blocked).not.toHaveBeenCalled();
    });
  });

  describe("a host's own keys and text (the Webflow extension: one set of drafts per site)", () => {
    const site = (id: string) => ({ key: (type: string) => `bookla.webflow.draft.${id}.${type}` });

    it("keeps each key's drafts apart: loaded, cleared and watched on their own", () => {
      const a = createLocalDraftStore(vi.fn(), site('a'));
      const b = createLocalDraftStore(vi.fn(), site('b'));
      const web = createLocalDraftStore(vi.fn());
      a.save('booking', { apiKey: 'a' });
      web.save('booking', { apiKey: 'web' });
      expect(localStorage.getItem('bookla.webflow.draft.a.booking')).toBe(JSON.stringify({ v: DRAFT_VERSION, config: { apiKey: 'a' } }));
      expect(b.load('booking')).toBeUndefined();
      expect(web.load('booking')).toEqual({ apiKey: 'web' });
      b.save('booking', { apiKey: 'b' });
      b.clear();
      expect(a.load('booking')).toEqual({ apiKey: 'a' });
      expect(web.load('booking')).toEqual({ apiKey: 'web' });
      expect(b.load('booking')).toBeUndefined();

      const events = new EventTarget();
      const changed = vi.fn();
      createLocalDraftStore(vi.fn(), { ...site('a'), events }).watch!(changed);
      const event = (key: string) => Object.assign(new Event('storage'), { key, newValue: null, storageArea: localStorage });
      events.dispatchEvent(event('bookla.webflow.draft.b.booking'));
      events.dispatchEvent(event(draftKey('booking')));
      expect(changed).not.toHaveBeenCalled();
      events.dispatchEvent(event('bookla.webflow.draft.a.giftcard'));
      expect(changed).toHaveBeenCalledExactlyOnceWith('giftcard');
    });

    it('says its own text when nothing can be kept', () => {
      const notify = vi.fn();
      createLocalDraftStore(notify, { notSaved: 'Add the widget first.', storage: () => undefined }).save('booking', {});
      expect(notify).toHaveBeenCalledExactlyOnceWith('warning', 'Add the widget first.');
    });
  });
});
