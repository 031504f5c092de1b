import { useState } from 'react';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { createLocalDraftStore, Dialog, StartOver, type ConfiguratorApi, type HostAdapter, type NoticeKind } from '@bookla/configurator';
import { addToCanvas, elementToRemove, loadFromCanvas, removeFromCanvas, type CanvasDeps } from './canvas';
import type { DesignerApi } from './designer';
import type { ExtensionEnv } from './env';
import type { ServiceApi } from './service-api';
import type { SessionAccess } from './AuthGate';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
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
  /** The Designer's site: the drafts are this site's (its credentials and styles); unknown, none are kept. */
  siteId?: string;
}

/** Where the panel keeps a type's draft for a site: the extension's origin is the same for every site of the owner. */
export const siteDraftKey = (siteId: string) => (type: string) => `bookla.webflow.draft.${siteId}.${type}`;

/**
 * The Designer's HostAdapter: host mode, Webflow notifications, the site's drafts, Load from, Add to and Remove from
 * Canvas, Start over, and who is signed in with Sign out.
 */
export function createWebflowHostAdapter({ designer, service, env, session, siteId }: Options): HostAdapter {
  const notify = designerNotify(designer);
  const deps: CanvasDeps = {
    designer,
    service,
    session: session.current,
    renewSession: session.renew,
    onSessionRejected: session.rejected,
    scriptUrl: `${env.cdnBase}/${BOOKLA_VERSION}/widget.js`,
    api: { demo: env.demo, demoApiUrl: env.demoApiUrl },
    notify,
  };

  function TopBarActions({ api }: { api: ConfiguratorApi }) {
    const [busy, setBusy] = useState<'load' | 'add' | 'remove' | 'signOut' | null>(null);
    // The element whose widget the owner is asked to confirm removing.
    const [removing, setRemoving] = useState<AnyElement | null>(null);
    const run = (what: 'load' | 'add' | 'remove' | 'signOut', action: () => Promise<unknown>) => async () => {
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
      // Compact, as the standalone app's: the four fit on one line of the 920 px panel's preview pane.
      <Group gap="xs" wrap="wrap">
        <StartOver api={api} notify={notify} size="xs" />
        <Button variant="default" size="xs" onClick={run('load', () => loadFromCanvas(deps, api))} disabled={busy !== null} aria-busy={busy === 'load' || undefined}>
          {busy === 'load' ? TEXTS.loadingFromCanvas : TEXTS.loadFromCanvas}
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={run('remove', async () => setRemoving(await elementToRemove(deps)))}
          disabled={busy !== null}
          aria-busy={busy === 'remove' || undefined}
        >
          {busy === 'remove' ? TEXTS.removingFromCanvas : TEXTS.removeFromCanvas}
        </Button>
        <Button size="xs" onClick={run('add', () => addToCanvas(deps, api.widgetType, api.config))} disabled={busy !== null} aria-busy={busy === 'add' || undefined}>
          {busy === 'add' ? TEXTS.addingToCanvas : TEXTS.addToCanvas}
        </Button>
        <AccountMenu signingOut={busy === 'signOut'} disabled={busy !== null} onSignOut={run('signOut', () => session.signOut())} />
        <Dialog opened={removing !== null} onClose={() => setRemoving(null)} title={TEXTS.removeTitle} centered>
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
        </Dialog>
      </Group>
    );
  }

  /**
   * Who is signed in, at the end of the top bar where owners look for it, and Sign out: a small dialog (a Popover:
   * Escape or a click outside closes it and the focus goes back to the button).
   */
  function AccountMenu({ signingOut, disabled, onSignOut }: { signingOut: boolean; disabled: boolean; onSignOut: () => void }) {
    const [opened, setOpened] = useState(false);
    const user = session.user();
    const name = user?.firstName || user?.email || TEXTS.account;
    return (
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setOpened((o) => !o)}
            disabled={disabled}
            aria-busy={signingOut || undefined}
            aria-label={signingOut ? TEXTS.signingOut : `${TEXTS.account}: ${name}`}
          >
            {signingOut ? TEXTS.signingOut : name}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" align="flex-end">
            {user?.email ? <Text size="sm">{`${TEXTS.signedInAs} ${user.email}`}</Text> : null}
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setOpened(false);
                onSignOut();
              }}
            >
              {TEXTS.signOut}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  }

  const drafts = siteId ? createLocalDraftStore(notify, { key: siteDraftKey(siteId), notSaved: TEXTS.draftsNotSaved }) : undefined;
  return { mode: 'host', notify, drafts, api: { demo: env.demo, demoApiUrl: env.demoApiUrl }, links: env.links, TopBarActions };
}
