import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { NoticeKind } from '@bookla/configurator';
import { serviceOrigin, signIn, watchPopup } from './auth';
import type { DesignerApi } from './designer';
import type { ServiceApi } from './service-api';
import type { HostSession, SessionStore } from './session';
import { TEXTS } from './texts';

/** The panel size the settings UI needs (Webflow's default panel is 240×360). */
export const PANEL_SIZE = { width: 920, height: 700 } as const;

interface AuthGateProps {
  designer: DesignerApi;
  service: ServiceApi;
  store: SessionStore;
  notify(kind: NoticeKind, message: string): void;
  /** The main view, given the session and a way back to the Authorization view (an expired session). */
  children(session: HostSession, signOut: () => void): ReactNode;
}

/** 'Loading...' while signing in, the Authorization view without a session, the main view with one. */
export function AuthGate({ designer, service, store, notify, children }: AuthGateProps) {
  const [state, setState] = useState<{ view: 'loading' } | { view: 'authorize' } | { view: 'main'; session: HostSession }>({ view: 'loading' });
  const [busy, setBusy] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);

  const check = async () => {
    const result = await signIn(designer, service, store);
    if (result.ok) {
      await designer.setExtensionSize(PANEL_SIZE).catch(() => null);
      setState({ view: 'main', session: result.session });
    } else {
      if (result.error) notify('error', result.error);
      setState({ view: 'authorize' });
    }
    setBusy(false);
  };

  useEffect(() => {
    void check();
    return () => stopWatching.current?.();
  }, []);

  const authorize = async () => {
    setBusy(true);
    const site = await designer.getSiteInfo().catch(() => null);
    if (!site) {
      notify('error', TEXTS.siteData);
      setBusy(false);
      return;
    }
    const popup = window.open(service.authorizeUrl(site.siteId), 'bookla-authorize', 'width=800,height=600');
    if (!popup) {
      notify('warning', 'Allow pop-ups for the Webflow Designer to authorize Bookla.');
      setBusy(false);
      return;
    }
    stopWatching.current?.();
    stopWatching.current = watchPopup(popup, serviceOrigin(service), () => void check());
  };

  const signOut = () => {
    store.clear();
    setState({ view: 'authorize' });
  };

  if (state.view === 'loading')
    return (
      <Center h="100vh">
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{TEXTS.loading}</Text>
        </Stack>
      </Center>
    );
  if (state.view === 'authorize')
    return (
      <Center h="100vh" p="md">
        <Stack align="center" gap="md" maw={320}>
          <img src="./logo.svg" alt="Bookla" width={48} height={48} />
          <Title order={1} size="h4" ta="center">
            {TEXTS.needsAccess}
          </Title>
          <Button onClick={() => void authorize()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? TEXTS.authorizing : TEXTS.authorize}
          </Button>
        </Stack>
      </Center>
    );
  return <>{children(state.session, signOut)}</>;
}
