import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalDraftStore, DRAFT_NOTICES, DRAFT_VERSION, draftKey } from './drafts';

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
      const store = createLocalDraftStore(vi.fn(), storage);
      expect(() => store.save('booking', { apiKey: 'x' })).not.toThrow();
      expect(store.load('booking')).toBeUndefined();
      expect(() => store.clear()).not.toThrow();
    }
  });
});
