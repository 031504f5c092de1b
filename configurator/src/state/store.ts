// The configurator's one state: a configuration per widget type (the runtime's model, defaults merged in),
// the type being edited, and undo/redo history. Components read it through `useConfigurator` only.
import {
  WIDGET_TYPES,
  deepEqual,
  defaultConfig,
  mergeWithDefaults,
  sanitizeConfig,
  type WidgetConfigByType,
  type WidgetType,
} from '@bookla/runtime/config';
import { CREDENTIALS, credentialState, usesDemoData, withDemoCredentials } from '../credentials';
import type { ConfiguratorApi, HostAdapter } from '../host-adapter';
import { createHistory } from './history';

export type Configs = { [T in WidgetType]: WidgetConfigByType[T] };
/** A path into a configuration, e.g. ['theme', 'colors', 'button', 'hover', 'background']. */
export type Path = readonly (string | number)[];

export interface ConfiguratorState {
  readonly type: WidgetType;
  readonly configs: Configs;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * Whether the dark colours are shown, in the preview and the Theme tab's colour fields, while the scheme is 'auto'
   * (light and dark show their own). A view of the configuration, not part of it: no undo step, no draft.
   */
  readonly darkShown: boolean;
}

interface Snapshot {
  type: WidgetType;
  configs: Configs;
}

/** Undo keeps this many steps; older ones are dropped. */
const HISTORY_LIMIT = 100;

function setIn(obj: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(obj)) {
    const copy = [...obj];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy;
  }
  const base = (obj && typeof obj === 'object' ? obj : {}) as Record<string, unknown>;
  // Undefined is absent: a cleared date or a reset gradient leaves no key behind (a default without the key).
  if (rest.length === 0 && value === undefined) {
    const { [head as string]: _, ...others } = base;
    return others;
  }
  return { ...base, [head as string]: setIn(base[head as string], rest, value) };
}

export function getIn(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const key of path) cur = cur == null ? undefined : (cur as Record<string | number, unknown>)[key];
  return cur;
}

export interface ConfiguratorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConfiguratorState;
  setType(type: WidgetType): void;
  /** Shows the dark colours (true) or the light ones where the scheme is 'auto' (`darkShown`). */
  showDark(dark: boolean): void;
  /**
   * Sets one value of the current type's configuration: one undo step, or part of the edit under way (see
   * `beginEdit`). A value equal to the one there changes nothing and records no step.
   */
  set(path: Path, value: unknown): void;
  /** Sets several values as one change, one undo step (a background's gradient taken away and its colour set). */
  setMany(changes: readonly (readonly [Path, unknown])[]): void;
  /**
   * Opens an edit that takes many changes: typing in a field, a drag in a colour picker or on the angle dial.
   * Everything set until the returned function ends it (the field loses the focus, the drag is released) is one
   * undo step. A new edit ends the one before. After another step in between (a reset, another tab's draft, Undo)
   * the edit's next change starts a step of its own.
   */
  beginEdit(): () => void;
  /** Puts every listed path of the current type back to its default (one undo step). */
  reset(paths: readonly Path[]): void;
  undo(): void;
  redo(): void;
  /** What the host's top-bar actions may read and do. */
  api(): ConfiguratorApi;
  /** Writes the drafts of changes not yet saved (they are saved DRAFT_DELAY_MS after the last change). */
  flush(): void;
  /**
   * Takes a type's stored draft again after another tab changed it (one undo step, not saved back: the stored
   * draft is already the newest). Returns whether the configuration changed. A change of this window still
   * waiting to be saved is newer: it is kept, and its save then reaches the other tab the same way.
   */
  reloadDraft(type: WidgetType): boolean;
}

/**
 * Drafts are written this long after the last change, not on every change: a colour dragged through a picker
 * is dozens of changes a second, and each synchronous storage write cost the preview frames (the bench measured
 * localStorage.setItem among the largest costs of an edit). `flush()` writes at once; the Configurator calls it
 * when the page is hidden or left, so nothing is lost.
 */
export const DRAFT_DELAY_MS = 400;

/**
 * Builds the store. Drafts (when the host keeps them) are sanitized on load; empty credentials take the
 * host's demo values, so an untouched configurator shows the demo company.
 */
export function createConfiguratorStore(host: Pick<HostAdapter, 'api' | 'drafts'>, initialType: WidgetType = 'booking'): ConfiguratorStore {
  const demo = host.api.demo;
  const withDemo = <T extends WidgetType>(type: T, config: WidgetConfigByType[T]) => withDemoCredentials(type, config, demo);
  const fresh = <T extends WidgetType>(type: T) => withDemo(type, defaultConfig(type));
  const load = <T extends WidgetType>(type: T): WidgetConfigByType[T] => {
    const draft = host.drafts?.load(type);
    return draft === undefined ? fresh(type) : withDemo(type, sanitizeConfig(type, draft).config);
  };
  const configs = Object.fromEntries(WIDGET_TYPES.map((t) => [t, load(t)])) as Configs;

  // Snapshots are the same when every type's configuration is the same by value: the type shown alone is no step.
  const history = createHistory<Snapshot>(
    { type: initialType, configs },
    { limit: HISTORY_LIMIT, same: (a, b) => WIDGET_TYPES.every((t) => a.configs[t] === b.configs[t] || deepEqual(a.configs[t], b.configs[t])) },
  );
  // The edit under way (beginEdit), whose changes are one step.
  let edit: object | undefined;
  let darkShown = false;
  let snapshot: ConfiguratorState = build();
  const listeners = new Set<() => void>();

  function build(): ConfiguratorState {
    const present = history.present();
    return { type: present.type, configs: present.configs, canUndo: history.canUndo(), canRedo: history.canRedo(), darkShown };
  }
  const unsaved = new Set<WidgetType>();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  function flush() {
    clearTimeout(saveTimer);
    for (const t of unsaved) host.drafts?.save(t, history.present().configs[t]);
    unsaved.clear();
  }
  function save(types: readonly WidgetType[]) {
    if (!host.drafts || !types.length) return;
    for (const t of types) unsaved.add(t);
    clearTimeout(saveTimer);
    saveTimer = setTimeout(flush, DRAFT_DELAY_MS);
  }
  /**
   * Records `next` (part of `inEdit`'s step, or a step of its own), saves the drafts it changed and tells the
   * listeners. A change equal by value to what is there records nothing; a type switch that comes with it shows.
   */
  function commit(next: Snapshot, inEdit?: object) {
    const before = history.present();
    if (!history.record(next, inEdit)) {
      if (next.type === before.type) return;
      history.replace({ type: next.type, configs: before.configs });
    } else {
      save(WIDGET_TYPES.filter((t) => next.configs[t] !== before.configs[t]));
    }
    emit();
  }
  function emit() {
    snapshot = build();
    for (const l of [...listeners]) l();
  }
  function travel(step: () => Snapshot | undefined) {
    const before = history.present();
    const now = step();
    if (!now) return;
    save(WIDGET_TYPES.filter((t) => now.configs[t] !== before.configs[t]));
    emit();
  }
  const current = () => history.present().configs[history.present().type];
  const replaceCurrent = (config: unknown): Snapshot => {
    const present = history.present();
    return { type: present.type, configs: { ...present.configs, [present.type]: config } as Configs };
  };
  function setMany(changes: readonly (readonly [Path, unknown])[]) {
    let next: unknown = current();
    for (const [path, value] of changes) {
      let v = value;
      // An emptied credential goes back to the demo value the field shows as its placeholder.
      if (path.length === 1 && (CREDENTIALS as readonly unknown[]).includes(path[0]) && (v === '' || v == null))
        v = demo[path[0] as (typeof CREDENTIALS)[number]];
      if (!Object.is(getIn(next, path), v)) next = setIn(next, path, v);
    }
    if (next !== current()) commit(replaceCurrent(next), edit);
  }

  const store: ConfiguratorStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    flush,
    reloadDraft(type) {
      if (unsaved.has(type)) return false;
      const present = history.present();
      // Already what this tab shows (both tabs made the same change, or undid to the same state): no undo step.
      // Not saved back either: the stored draft is already the newest.
      if (!history.record({ type: present.type, configs: { ...present.configs, [type]: load(type) } as Configs })) return false;
      emit();
      return true;
    },
    setType(type) {
      const present = history.present();
      if (type === present.type) return;
      history.replace({ ...present, type });
      emit();
    },
    showDark(dark) {
      if (dark === darkShown) return;
      darkShown = dark;
      emit();
    },
    set: (path, value) => setMany([[path, value]]),
    setMany,
    beginEdit() {
      const mine = {};
      edit = mine;
      return () => {
        if (edit === mine) edit = undefined;
      };
    },
    reset(paths) {
      const defaults = fresh(history.present().type);
      let next: unknown = current();
      for (const p of paths) next = setIn(next, p, structuredClone(getIn(defaults, p)));
      commit(replaceCurrent(next));
    },
    undo: () => travel(history.undo),
    redo: () => travel(history.redo),
    api() {
      const present = history.present();
      const type = present.type;
      const config = current();
      return {
        widgetType: type,
        config,
        usesDemoData: usesDemoData(credentialState(type, config, demo)),
        applyImported(t, untrusted) {
          const { config: clean, warnings } = sanitizeConfig(t, untrusted);
          // An imported preselected date that is not a real date is already gone: the sanitizer drops it.
          const merged = withDemo(t, mergeWithDefaults(t, clean));
          const now = history.present();
          commit({ type: t, configs: { ...now.configs, [t]: merged } as Configs });
          return { warnings };
        },
        resetAll() {
          unsaved.clear();
          host.drafts?.clear();
          commit({ type: history.present().type, configs: Object.fromEntries(WIDGET_TYPES.map((t) => [t, fresh(t)])) as Configs });
        },
      };
    },
  };
  return store;
}
