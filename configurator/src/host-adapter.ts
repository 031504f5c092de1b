import type { ComponentType } from 'react';
import type { DeepPartial, SanitizeWarning, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';

/**
 * Everything the two hosts (the standalone web app and the Webflow Designer extension) differ in. The
 * configurator core depends on this interface only, never on a host API; each host implements it once, and
 * the contract suite in `./testing` runs against both implementations so they cannot drift apart.
 *
 * First draft: the configurator core owns this file and may extend it; hosts implement what is here.
 */
export interface HostAdapter {
  /** 'standalone' in a plain browser tab, 'host' inside a site designer (texts and top bar differ). */
  readonly mode: 'standalone' | 'host';
  /** Host-specific buttons at the end of the preview's top bar (Import/Export, or Load/Add to Canvas). */
  readonly TopBarActions: ComponentType<{ api: ConfiguratorApi }>;
  /** Shows a message to the owner (Mantine notifications standalone, `webflow.notify` in the Designer). */
  notify(kind: NoticeKind, message: string): void;
  /** Where drafts are kept between visits; absent: nothing is persisted. */
  readonly drafts?: DraftStore;
  /** Demo credentials and the API bases the preview's widget talks to. */
  readonly api: PreviewApi;
  /** Links shown in the API tab's banner and note (docs, account creation on the platform). */
  readonly links: { docs: string; platform: string };
}

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

/** Demo credentials (the built-in defaults of the API tab) and where the preview sends its requests. */
export interface PreviewApi {
  /** Shown as placeholders and used while a field is empty. */
  readonly demo: { apiKey: string; companyId: string; serviceId: string };
  /** API base of the demo company (the sandbox locally). */
  readonly demoApiUrl: string;
  /** API base for owners' own credentials; undefined: the region's production API. */
  readonly liveApiUrl?: string;
}

/** Draft persistence: one stored configuration per widget type. */
export interface DraftStore {
  /** The stored draft for a type, or undefined; corrupt or foreign drafts are the store's to discard and report. */
  load(type: WidgetType): unknown;
  save(type: WidgetType, config: DeepPartial<WidgetConfigByType[WidgetType]>): void;
  clear(): void;
  /**
   * Calls back with each type whose stored draft something else changed or removed (the app in another tab
   * of the same browser); returns the unsubscribe. Absent: drafts change only through this window.
   */
  watch?(changed: (type: WidgetType) => void): () => void;
}

/** What a host's top-bar actions may read and do. */
export interface ConfiguratorApi {
  /** The widget type being edited. */
  readonly widgetType: WidgetType;
  /** The current type's whole configuration (defaults merged in). */
  readonly config: WidgetConfigByType[WidgetType];
  /** True when the export warning 'Warning: Demo Data is Being Used' applies: unless every credential is the owner's own. */
  readonly usesDemoData: boolean;
  /**
   * Applies an untrusted configuration (an imported snippet, a canvas script) in the documented order:
   * widget type, region, apiKey, companyId, serviceId, transitionType, flags, custom fields, preselected
   * date, then theme, localization and the override lists merged over defaults. Returns what sanitizing
   * dropped so the host can list it to the owner.
   */
  applyImported(type: WidgetType, config: unknown): { warnings: SanitizeWarning[] };
  /** Clears every type's configuration back to defaults (and the drafts). */
  resetAll(): void;
}
