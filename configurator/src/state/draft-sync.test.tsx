import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { WidgetType } from '@bookla/runtime/config';
import type { DraftStore } from '../host-adapter';
import { draftSyncNotice, useDraftSync } from './draft-sync';
import { createConfiguratorStore } from './store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Drafts in a Map, and a way to play the other tab: write a draft and fire what the browser would. */
function twoTabs() {
  const stored = new Map<WidgetType, unknown>();
  const watchers = new Set<(type: WidgetType) => void>();
  const drafts: DraftStore = {
    load: (t) => stored.get(t),
    save: (t, c) => void stored.set(t, c),
    clear: () => stored.clear(),
    watch(changed) {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
  };
  const otherTabSaves = (type: WidgetType, config: object) => {
    stored.set(type, config);
    for (const w of watchers) w(type);
  };
  const notify = vi.fn();
  const host = { api: { demo: { apiKey: 'k', companyId: 'c', serviceId: 's' }, demoApiUrl: 'http://sandbox' }, drafts, notify };
  return { host, store: createConfiguratorStore(host), otherTabSaves, watchers, notify };
}

describe('drafts changed in another tab', () => {
  it('are taken at once and the owner told, when this window has the focus', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { host, store, otherTabSaves, notify } = twoTabs();
    renderHook(() => useDraftSync(host, store));
    otherTabSaves('booking', { guestEnabled: false });
    expect(store.getSnapshot().configs.booking.guestEnabled).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', draftSyncNotice(['booking']));
    // The same draft again (the other tab saved without a change): nothing taken, nothing said.
    otherTabSaves('booking', { guestEnabled: false });
    expect(notify).toHaveBeenCalledOnce();
  });

  it('in a background window are taken at once and told once, when the owner comes back', () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { host, store, otherTabSaves, notify } = twoTabs();
    renderHook(() => useDraftSync(host, store));
    otherTabSaves('giftcard', { termsEnabled: true });
    otherTabSaves('booking', { guestEnabled: false });
    otherTabSaves('giftcard', { termsEnabled: true, guestEnabled: false });
    expect(store.getSnapshot().configs.giftcard).toMatchObject({ termsEnabled: true, guestEnabled: false });
    expect(notify).not.toHaveBeenCalled();
    focus.mockReturnValue(true);
    window.dispatchEvent(new Event('focus'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', draftSyncNotice(['booking', 'giftcard']));
    window.dispatchEvent(new Event('focus'));
    expect(notify).toHaveBeenCalledOnce();
  });

  it('stops listening when the configurator unmounts', () => {
    const { host, store, watchers } = twoTabs();
    const { unmount } = renderHook(() => useDraftSync(host, store));
    expect(watchers.size).toBe(1);
    unmount();
    expect(watchers.size).toBe(0);
  });

  it('a host whose drafts cannot be watched (or that keeps none) is left alone', () => {
    const { host, store } = twoTabs();
    const { watch: _, ...unwatched } = host.drafts;
    expect(() => renderHook(() => useDraftSync({ ...host, drafts: unwatched }, store)).unmount()).not.toThrow();
    expect(() => renderHook(() => useDraftSync({ notify: host.notify }, store)).unmount()).not.toThrow();
  });

  it('the notice names the types and says how to get back what this tab had', () => {
    expect(draftSyncNotice(['subscription'])).toBe(
      'Your subscription draft was changed in another tab and is shown here now. Undo brings back what this tab had.',
    );
    expect(draftSyncNotice(['booking', 'subscription', 'giftcard'])).toBe(
      'Your booking, subscription and gift card drafts were changed in another tab and are shown here now. Undo brings back what this tab had.',
    );
  });
});
