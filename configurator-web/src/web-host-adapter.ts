import { notifications } from '@mantine/notifications';
import { createLocalDraftStore, type HostAdapter, type NoticeKind } from '@bookla/configurator';
import type { WebEnv } from './env';
import { createTopBarActions } from './TopBarActions';

const COLORS: Record<NoticeKind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };
const TITLES: Record<NoticeKind, string> = { success: 'Done', error: 'Error', warning: 'Warning', info: 'Note' };

/** Mantine notifications; errors and warnings stay until dismissed, so a list of dropped settings can be read. */
export function notify(kind: NoticeKind, message: string): void {
  notifications.show({ color: COLORS[kind], title: TITLES[kind], message, autoClose: kind === 'success' || kind === 'info' ? 4000 : false });
}

/** The browser's HostAdapter: standalone mode, localStorage drafts, Mantine notifications, Import/Export. */
export function createWebHostAdapter(env: WebEnv, show: (kind: NoticeKind, message: string) => void = notify): HostAdapter {
  const api = { demo: env.demo, demoApiUrl: env.demoApiUrl, ...(env.liveApiUrl ? { liveApiUrl: env.liveApiUrl } : {}) };
  return {
    mode: 'standalone',
    notify: show,
    drafts: createLocalDraftStore(show),
    api,
    links: env.links,
    TopBarActions: createTopBarActions({ notify: show, previewApi: api, cdnBase: env.cdnBase, links: env.links }),
  };
}
