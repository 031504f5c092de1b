import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { NoticeKind } from '@bookla/configurator';
import { serviceOrigin, signIn, watchPopup } from './auth';
import type { DesignerApi } from './designer';
import { withReason, type ServiceApi } from './service-api';
import type { HostSession, SessionStore } from './session';
import { TEXTS } from './texts';

/** The panel size the settings UI needs (Webflow's default panel is 240×360). */
export const PANEL_SIZE = { width: 920, height: 700 } as const;

interface AuthGateProps {
  designer: DesignerApi;
  service: ServiceApi;
  store: SessionStore;
  notify(kind: NoticeKind, message: string): void;
  /** The main view, given the way to a valid session. */
  children(session: SessionAccess): ReactNode;
}

/** How the main view gets a valid session without being re-mounted (the owner's unsaved settings stay). */
export interface SessionAccess {
  /** The current session, or a renewed one when it runs out within a minute; null: back to Authorize. */
  current(): Promise<HostSession | null>;
  /** A fresh session from a new ID token (the service refused the current one); null: back to Authorize. */
  renew(): Promise<HostSession | null>;
  /** No session can be had: forget it and show the Authorization view, with the service's reason if it gave one. */
  rejected(reason?: string): void;
  /** Who is signed in (from the session token), or null. */
  user(): Pick<HostSession, 'firstName' | 'email'> | null;
  /**
   * The owner signs out: the service ends the session, then the panel forgets it and shows the Authorization view.
   * False when the service could not be told (the owner is told why and stays signed in).
   */
  signOut(): Promise<boolean>;
}

/** Renew this long before the session's own expiry, so a call never leaves with a session about to lapse. */
const RENEW_MARGIN_MS = 60_000;

/** 'Loading...' while signing in, the Authorization view without a session, the main view with one. */
export function AuthGate({ designer, service, store, notify, children }: AuthGateProps) {
  // `returned`: the Authorization view after the main one (signed out, or the session lost), which takes the focus.
  const [state, setState] = useState<{ view: 'loading' } | { view: 'authorize'; returned?: boolean } | { view: 'main'; session: HostSession }>({ view: 'loading' });
  const [busy, setBusy] = useState(false);
  const stopWatching = useRef<(() => void) | null>(null);
  const authorizeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.view === 'authorize' && state.returned) authorizeButton.current?.focus();
  }, [state]);

  const check = async () => {
    const result = await signIn(designer, service, store);
    if (result.ok) {
      await designer.setExtensionSize(PANEL_SIZE).catch(() => null);
      current.current = result.session;
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

  const current = useRef<HostSession | null>(null);
  const access = useMemo<SessionAccess>(() => {
    const forget = () => {
      store.clear();
      current.current = null;
      setState({ view: 'authorize', returned: true });
    };
    const renew = async () => {
      store.clear();
      const result = await signIn(designer, service, store);
      if (result.ok) {
        current.current = result.session;
        return result.session;
      }
      forget();
      return null;
    };
    return {
      current: async () => {
        const s = current.current;
        return s && s.exp - RENEW_MARGIN_MS > Date.now() ? s : renew();
      },
      renew,
      rejected(reason) {
        forget();
        if (reason) notify('warning', reason);
      },
      user: () => (current.current ? { firstName: current.current.firstName, email: current.current.email } : null),
      async signOut() {
        const session = current.current;
        try {
          if (session) await service.signOut(session.sessionToken);
        } catch (error) {
          console.error('Bookla: sign-out failed', error);
          notify('error', withReason(TEXTS.signOutFailed, error));
          return false;
        }
        forget();
        notify('success', TEXTS.signedOut);
        return true;
      },
    };
  }, []);

  // Each view is the panel's whole page: its main landmark (as the settings view's), so no content sits outside one.
  if (state.view === 'loading')
    return (
      <Center component="main" h="100vh">
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{TEXTS.loading}</Text>
        </Stack>
      </Center>
    );
  if (state.view === 'authorize')
    return (
      <Center component="main" h="100vh" p="md">
        <Stack align="center" gap="md" maw={320}>
          <img src="./logo.svg" alt="Bookla" width={48} height={48} />
          <Title order={1} size="h4" ta="center">
            {TEXTS.needsAccess}
          </Title>
          <Button ref={authorizeButton} onClick={() => void authorize()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? TEXTS.authorizing : TEXTS.authorize}
          </Button>
        </Stack>
      </Center>
    );
  return <>{children(access)}</>;
}
