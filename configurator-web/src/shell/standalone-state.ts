import { mergeWithDefaults, sanitizeConfig, WIDGET_TYPES } from '@bookla/runtime/config';
import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { ConfiguratorApi, DraftStore, PreviewApi } from '@bookla/configurator';

export type Configs = { [T in WidgetType]: WidgetConfigByType[T] };

/** A type's starting configuration: the defaults with the demo credentials filled in. */
export const freshConfig = <T extends WidgetType>(type: T, demo: PreviewApi['demo']): WidgetConfigByType[T] =>
  mergeWithDefaults(type, { apiKey: demo.apiKey, companyId: demo.companyId, ...(type === 'booking' ? { serviceId: demo.serviceId } : {}) } as never);

/**
 * Every type's configuration at start: its draft when there is one (sanitized like any untrusted input, since
 * storage can hold anything), else the fresh one.
 */
export function initialConfigs(drafts: DraftStore | undefined, demo: PreviewApi['demo']): Configs {
  const out = {} as Record<WidgetType, unknown>;
  for (const type of WIDGET_TYPES) {
    const draft = drafts?.load(type);
    out[type] = draft === undefined ? freshConfig(type, demo) : sanitizeConfig(type, draft).config;
  }
  return out as Configs;
}

/**
 * The export warning's check: any one of the API key or company ID is the demo one, or the service is the
 * demo service while the service selector is off (the selector makes the service ID unused).
 */
export function usesDemoData(config: WidgetConfigByType[WidgetType], demo: PreviewApi['demo']): boolean {
  const c = config as Partial<WidgetConfigByType['booking']>;
  return c.apiKey === demo.apiKey || c.companyId === demo.companyId || (c.serviceId === demo.serviceId && c.showServiceSelector !== true);
}

/** Empty credentials fall back to the demo ones, as the API tab does for an emptied field. */
function withDemoFallback<T extends WidgetType>(type: T, config: WidgetConfigByType[T], demo: PreviewApi['demo']): WidgetConfigByType[T] {
  const c = { ...config } as Record<string, unknown>;
  if (!c.apiKey) c.apiKey = demo.apiKey;
  if (!c.companyId) c.companyId = demo.companyId;
  if (type === 'booking' && !c.serviceId) c.serviceId = demo.serviceId;
  return c as unknown as WidgetConfigByType[T];
}

export interface StandaloneStore {
  getSnapshot(): { type: WidgetType; configs: Configs };
  subscribe(listener: () => void): () => void;
  setType(type: WidgetType): void;
  api(): ConfiguratorApi;
}

/** The configurator's state for the standalone app: the chosen type and one configuration per type, kept in drafts. */
export function createStandaloneStore(drafts: DraftStore | undefined, previewApi: PreviewApi): StandaloneStore {
  let state = { type: 'booking' as WidgetType, configs: initialConfigs(drafts, previewApi.demo) };
  const listeners = new Set<() => void>();
  const set = (next: typeof state) => {
    state = next;
    for (const type of WIDGET_TYPES) drafts?.save(type, next.configs[type]);
    listeners.forEach((l) => l());
  };
  let api: ConfiguratorApi | undefined;
  let apiFor: typeof state | undefined;
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setType: (type) => set({ ...state, type }),
    api() {
      if (api && apiFor === state) return api;
      apiFor = state;
      const config = state.configs[state.type];
      api = {
        widgetType: state.type,
        config,
        usesDemoData: usesDemoData(config, previewApi.demo),
        applyImported(type, untrusted) {
          const { config: clean, warnings } = sanitizeConfig(type, untrusted);
          set({ type, configs: { ...state.configs, [type]: withDemoFallback(type, clean, previewApi.demo) } });
          return { warnings };
        },
        resetAll() {
          drafts?.clear();
          const configs = {} as Record<WidgetType, unknown>;
          for (const type of WIDGET_TYPES) configs[type] = freshConfig(type, previewApi.demo);
          set({ type: state.type, configs: configs as Configs });
        },
      };
      return api;
    },
  };
}
