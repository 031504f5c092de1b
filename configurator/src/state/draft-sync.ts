import { useEffect } from 'react';
import { WIDGET_TYPES, type WidgetType } from '@bookla/runtime/config';
import type { HostAdapter } from '../host-adapter';
import { TYPE_NOUNS } from '../type-nouns';
import type { ConfiguratorStore } from './store';

/** The notice after this window took drafts another tab changed; undo is how the owner gets back what it had. */
export function draftSyncNotice(types: readonly WidgetType[]): string {
  const names = types.map((t) => TYPE_NOUNS[t]);
  const many = names.length > 1;
  const list = many ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `Your ${list} ${many ? 'drafts were' : 'draft was'} changed in another tab and ${many ? 'are' : 'is'} shown here now. Undo brings back what this tab had.`;
}

/**
 * Keeps this window on the newest drafts when the host's store reports another tab's change (the web app's
 * localStorage). Each tab saves what it shows, so a tab left behind must take the other's work before its
 * next edit saves over it. The owner is told once, when this window has the focus: at once if it has,
 * else when they come back to it (a notice shown to a background tab would close unseen).
 */
export function useDraftSync(host: Pick<HostAdapter, 'drafts' | 'notify'>, store: ConfiguratorStore): void {
  useEffect(() => {
    const drafts = host.drafts;
    if (!drafts?.watch) return;
    const taken = new Set<WidgetType>();
    const tell = () => {
      if (!taken.size) return;
      host.notify('info', draftSyncNotice(WIDGET_TYPES.filter((t) => taken.has(t))));
      taken.clear();
    };
    const stop = drafts.watch((type) => {
      if (!store.reloadDraft(type)) return;
      taken.add(type);
      if (document.hasFocus()) tell();
    });
    addEventListener('focus', tell);
    return () => {
      stop();
      removeEventListener('focus', tell);
    };
  }, [host, store]);
}
