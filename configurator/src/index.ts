export type { ConfiguratorApi, DraftStore, HostAdapter, NoticeKind, PreviewApi } from './host-adapter';
