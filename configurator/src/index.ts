// @bookla/configurator: the shared settings UI with a live preview, and the interface each host implements.
export { Configurator, DEFAULT_PREVIEW_BACKGROUND } from './Configurator';
export { createConfiguratorStore } from './state/store';
export { publishedConfig } from './published-config';
export { HOST_SETTINGS_BLOCK, PRODUCT_LINKS, SHARED_SETTING_DEFAULTS, readHostSettings } from './host-settings';
export { TYPE_LABELS, TYPE_NOUNS } from './type-nouns';
export { createLocalDraftStore, DRAFT_NOT_SAVED, DRAFT_NOTICES, DRAFT_VERSION, draftKey } from './drafts';
export { StartOver } from './StartOver';
export { Dialog } from './Dialog/Dialog';
export { configuratorCssVariables, configuratorTheme } from './theme';

export type { ConfiguratorProps } from './Configurator';
export type { ConfiguratorState, ConfiguratorStore, Path } from './state/store';
export type { AccountLoader } from './tabs/ConfigTab/ConfigTab';
export type { ConfiguratorApi, DraftStore, HostAdapter, NoticeKind, PreviewApi } from './host-adapter';
export type { LocalDraftOptions } from './drafts';
export type { BuiltSetting, HostSettings, HostSettingsOptions } from './host-settings';
