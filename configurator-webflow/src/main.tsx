// Mantine's sheets per component, the configurator's list (before any other CSS: everything else overrides them).
import '@bookla/configurator/mantine.css';
import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Center, MantineProvider, Text, VisuallyHidden } from '@mantine/core';
import { Configurator, configuratorCssVariables, configuratorTheme } from '@bookla/configurator';
import { AuthGate, type SessionAccess } from './AuthGate';
import { designerScheme, findDesigner, watchDesignerScheme, type DesignerApi, type Scheme } from './designer';
import { readEnv, type ExtensionEnv } from './env';
import { createServiceApi, type ServiceApi } from './service-api';
import { createSessionStore } from './session';
import { createWebflowHostAdapter, designerNotify } from './webflow-host-adapter';

/** The panel in the Designer's own appearance (dark unless its owner chose light), following a switch live. */
function Appearance({ designer, initial, children }: { designer: DesignerApi; initial: Scheme; children: ReactNode }) {
  const [scheme, setScheme] = useState(initial);
  useEffect(() => watchDesignerScheme(designer, setScheme), [designer]);
  return (
    <MantineProvider theme={configuratorTheme} cssVariablesResolver={configuratorCssVariables} forceColorScheme={scheme}>
      {children}
    </MantineProvider>
  );
}

interface MainProps {
  designer: DesignerApi;
  service: ServiceApi;
  env: ExtensionEnv;
  session: SessionAccess;
  siteId?: string;
}

function Main({ designer, service, env, session, siteId }: MainProps) {
  const host = useMemo(() => createWebflowHostAdapter({ designer, service, env, session, siteId }), [session]);
  // The panel is the extension's whole page: it needs its own main landmark and top heading, and its height, so
  // the settings and the preview scroll each in its own pane and Add to Canvas stays in view.
  return (
    <Box component="main" h="100dvh">
      <VisuallyHidden>
        <h1>Bookla widget settings</h1>
      </VisuallyHidden>
      <Configurator host={host} />
    </Box>
  );
}

const env = readEnv();
const designer = findDesigner();
const root = createRoot(document.getElementById('root')!);

if (!designer) {
  // Opened outside Webflow: there is no canvas to add to. The standalone configurator is the tool for that.
  root.render(
    <MantineProvider theme={configuratorTheme} cssVariablesResolver={configuratorCssVariables}>
      <Center component="main" h="100vh" p="md">
        <Text>Open Bookla from the Apps panel of the Webflow Designer.</Text>
      </Center>
    </MantineProvider>,
  );
} else {
  const service = createServiceApi(env.serviceUrl);
  const store = createSessionStore();
  // Asked before the first render, so the panel does not flash light in a dark Designer, and the site before the
  // settings start from its drafts (a site that cannot be read keeps none: nothing else fails for it here).
  const [initial, siteId] = await Promise.all([designerScheme(designer), designer.getSiteInfo().then((site) => site.siteId, () => undefined)]);
  root.render(
    <StrictMode>
      <Appearance designer={designer} initial={initial}>
        <AuthGate designer={designer} service={service} store={store} notify={designerNotify(designer)}>
          {(session) => <Main designer={designer} service={service} env={env} session={session} siteId={siteId} />}
        </AuthGate>
      </Appearance>
    </StrictMode>,
  );
}
