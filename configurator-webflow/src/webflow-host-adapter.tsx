import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfiguratorApi, HostAdapter, NoticeKind } from '@bookla/configurator';
import { addToCanvas, elementToRemove, loadFromCanvas, removeFromCanvas, type CanvasDeps } from './canvas';
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

/** The Designer's HostAdapter: host mode, Webflow notifications, Load from, Add to and Remove from Canvas. */
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
    const [busy, setBusy] = useState<'load' | 'add' | 'remove' | null>(null);
    // The element whose widget the owner is asked to confirm removing.
    const [removing, setRemoving] = useState<AnyElement | null>(null);
    const run = (what: 'load' | 'add' | 'remove', action: () => Promise<unknown>) => async () => {
      setBusy(what);
      try {
        await action();
      } finally {
        setBusy(null);
      }
    };
    const confirmed = () => {
      const element = removing;
      setRemoving(null);
      if (element) void run('remove', () => removeFromCanvas(deps, element))();
    };
    return (
      // Wraps rather than squeezing: a squeezed Mantine button cuts its label ("Expo", "Impo") on a narrow screen.
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={run('load', () => loadFromCanvas(deps, api))} disabled={busy !== null} aria-busy={busy === 'load' || undefined}>
          {busy === 'load' ? TEXTS.loadingFromCanvas : TEXTS.loadFromCanvas}
        </Button>
        <Button
          variant="default"
          onClick={run('remove', async () => setRemoving(await elementToRemove(deps)))}
          disabled={busy !== null}
          aria-busy={busy === 'remove' || undefined}
        >
          {busy === 'remove' ? TEXTS.removingFromCanvas : TEXTS.removeFromCanvas}
        </Button>
        <Button onClick={run('add', () => addToCanvas(deps, api.widgetType, api.config))} disabled={busy !== null} aria-busy={busy === 'add' || undefined}>
          {busy === 'add' ? TEXTS.addingToCanvas : TEXTS.addToCanvas}
        </Button>
        <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={TEXTS.removeTitle} centered>
          <Text size="sm">{TEXTS.removeQuestion}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              Cancel
            </Button>
            {/* red.9: white on the theme's red (shade 8) is under 4.5:1; the web app's Start over uses the same. */}
            <Button color="red.9" onClick={confirmed}>
              {TEXTS.removeConfirm}
            </Button>
          </Group>
        </Modal>
      </Group>
    );
  }

  return { mode: 'host', notify, api: { demo: env.demo, demoApiUrl: env.demoApiUrl }, links: env.links, TopBarActions };
}
