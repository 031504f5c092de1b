import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { ConfiguratorApi, HostAdapter, NoticeKind } from '@bookla/configurator';
import { addToCanvas, loadFromCanvas, type CanvasDeps } from './canvas';
import type { DesignerApi } from './designer';
import type { ExtensionEnv } from './env';
import type { ServiceApi } from './service-api';
import type { SessionAccess } from './AuthGate';
import { TEXTS } from './texts';

const TYPES: Record<NoticeKind, 'Success' | 'Error' | 'Warning' | 'Info'> = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' };

/** Notifications through the Designer's own toasts, so they look like Webflow's. */
export const designerNotify =
  (designer: DesignerApi) =>
  (kind: NoticeKind, message: string): void =>
    void designer.notify({ type: TYPES[kind], message }).catch((error: unknown) => console.warn(`Bookla: ${message}`, error));

interface Options {
  designer: DesignerApi;
  service: ServiceApi;
  env: ExtensionEnv;
  session: SessionAccess;
}

/** The Designer's HostAdapter: host mode, Webflow notifications, Load from Canvas and Add to Canvas. */
export function createWebflowHostAdapter({ designer, service, env, session }: Options): HostAdapter {
  const notify = designerNotify(designer);
  const deps: CanvasDeps = {
    designer,
    service,
    session: session.current,
    renewSession: session.renew,
    onSessionRejected: session.signOut,
    scriptUrl: `${env.cdnBase}/1.1.1/widget.js`,
    api: { demo: env.demo, demoApiUrl: env.demoApiUrl },
    notify,
  };

  function TopBarActions({ api }: { api: ConfiguratorApi }) {
    const [busy, setBusy] = useState<'load' | 'add' | null>(null);
    const run = (what: 'load' | 'add') => async () => {
      setBusy(what);
      try {
        if (what === 'add') await addToCanvas(deps, api.widgetType, api.config);
        else await loadFromCanvas(deps, api);
      } finally {
        setBusy(null);
      }
    };
    return (
      // Wraps rather than squeezing: a squeezed Mantine button cuts its label ("Expo", "Impo") on a narrow screen.
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={run('load')} disabled={busy !== null} aria-busy={busy === 'load' || undefined}>
          {busy === 'load' ? TEXTS.loadingFromCanvas : TEXTS.loadFromCanvas}
        </Button>
        <Button onClick={run('add')} disabled={busy !== null} aria-busy={busy === 'add' || undefined}>
          {busy === 'add' ? TEXTS.addingToCanvas : TEXTS.addToCanvas}
        </Button>
      </Group>
    );
  }

  return { mode: 'host', notify, api: { demo: env.demo, demoApiUrl: env.demoApiUrl }, links: env.links, TopBarActions };
}
