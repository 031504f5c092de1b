import { WIDGET_TYPES } from '@bookla/runtime/config';
import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { DraftStore, NoticeKind } from './host-adapter';
import { TYPE_NOUNS } from './type-nouns';

/**
 * Drafts in the browser, for either host: one localStorage entry per widget type, written on every change and
 * read on the next visit (the standalone app's tab, the Designer's panel, closed and opened again). A draft records the format version it was written in; one from another version,
 * or one that is not readable JSON of the right shape, is removed and reported once, never applied, so a
 * broken or foreign entry cannot crash the app or smuggle unchecked values into it. (The core still runs
 * whatever `load` returns through sanitizing: a draft is as untrusted as a pasted snippet.)
 */

/** Bump when the stored shape changes in a way older drafts cannot be read as. */
export const DRAFT_VERSION = 1;
/** The standalone app's key of a type's draft (the default). */
export const draftKey = (type: WidgetType) => `bookla.configurator.draft.${type}`;

export const DRAFT_NOTICES = Object.freeze({
  corrupt: (label: string) => `Your saved ${label} draft could not be read and was discarded.`,
  otherVersion: (label: string) => `Your saved ${label} draft is from another version of the configurator and was discarded.`,
});

/**
 * Said once when a draft cannot be written: without it the owner would find their work gone on the next visit.
 * The standalone app's (the default); a host says what keeps the work in it.
 */
export const DRAFT_NOT_SAVED =
  'Your changes cannot be kept in this browser (its storage is blocked or full). Export the code before you close this tab.';

interface StoredDraft {
  v: number;
  config: unknown;
}

/** Storage that may be missing or may throw (private mode, quota, a blocked origin): then nothing persists. */
function safeStorage(get: () => Storage | undefined): Pick<Storage, 'getItem' | 'removeItem'> & { setItem(k: string, v: string): boolean } {
  const run = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = get();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (k) => run((s) => s.getItem(k), null),
    setItem: (k, v) => run((s) => (s.setItem(k, v), true), false),
    removeItem: (k) => run((s) => s.removeItem(k), undefined),
  };
}

/** Where the browser announces another tab's localStorage writes ('storage' events never fire in the writer). */
type StorageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** A stored draft's text, read: its config, or why it cannot be used. */
function read(text: string): { config: object } | { problem: keyof typeof DRAFT_NOTICES } {
  let draft: StoredDraft;
  try {
    draft = JSON.parse(text);
  } catch {
    return { problem: 'corrupt' };
  }
  if (draft === null || typeof draft !== 'object' || Array.isArray(draft)) return { problem: 'corrupt' };
  if (draft.v !== DRAFT_VERSION) return { problem: 'otherVersion' };
  const { config } = draft;
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return { problem: 'corrupt' };
  return { config };
}

export interface LocalDraftOptions {
  /** A type's storage key: default `draftKey`. A host whose drafts belong to something (a Webflow site) names it here. */
  key?: (type: WidgetType) => string;
  /** Said once when a draft cannot be written: default DRAFT_NOT_SAVED. */
  notSaved?: string;
  /** The storage: default localStorage, read lazily (merely reading it throws where storage is blocked). */
  storage?: () => Storage | undefined;
  /** Where other tabs' writes are announced: default the window. */
  events?: StorageEvents;
}

export function createLocalDraftStore(notify: (kind: NoticeKind, message: string) => void, options: LocalDraftOptions = {}): DraftStore {
  const { key: keyOf = draftKey, notSaved = DRAFT_NOT_SAVED, storage = () => globalThis.localStorage, events = globalThis.window } = options;
  const store = safeStorage(storage);
  let told = false;
  const discard = (type: WidgetType, message: string) => {
    store.removeItem(keyOf(type));
    notify('warning', message);
  };
  return {
    load(type) {
      const text = store.getItem(keyOf(type));
      if (text === null) return undefined;
      const draft = read(text);
      return 'problem' in draft ? discard(type, DRAFT_NOTICES[draft.problem](TYPE_NOUNS[type])) : draft.config;
    },
    save(type, config: DeepPartial<WidgetConfigByType[WidgetType]>) {
      const saved = store.setItem(keyOf(type), JSON.stringify({ v: DRAFT_VERSION, config } satisfies StoredDraft));
      if (saved || told) return;
      told = true;
      notify('warning', notSaved);
    },
    clear() {
      for (const type of WIDGET_TYPES) store.removeItem(keyOf(type));
    },
    // An owner with the configurator open in two tabs: each tab saves whatever it shows, so without this a tab
    // left open since yesterday overwrote the morning's work in the other tab with its first edit.
    watch(changed) {
      const onStorage = (event: Event) => {
        const { key, storageArea, newValue } = event as StorageEvent;
        let ours: Storage | undefined;
        try {
          ours = storage();
        } catch {
          return;
        }
        if (!ours || (storageArea && storageArea !== ours)) return; // sessionStorage, or another store
        // A draft this version cannot read (a tab of another version of the app wrote it) is left alone, not
        // taken: loading it here would discard that tab's work. key null: the whole storage was cleared.
        if (newValue != null && 'problem' in read(newValue)) return;
        for (const type of WIDGET_TYPES) if (key === null || key === keyOf(type)) changed(type);
      };
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },
  };
}
