import '@mantine/core/styles.css';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Center, createTheme, MantineProvider, Text, VisuallyHidden } from '@mantine/core';
import { Configurator } from '@bookla/configurator';
import { AuthGate, type SessionAccess } from './AuthGate';
import { findDesigner, type DesignerApi } from './designer';
import { readEnv, type ExtensionEnv } from './env';
import { createServiceApi, type ServiceApi } from './service-api';
import { createSessionStore } from './session';
import { createWebflowHostAdapter, designerNotify } from './webflow-host-adapter';

// The same contrast fixes as the web app: Mantine's shade 8 blue under white text passes AA, shade 6 does not.
const theme = createTheme({
  primaryShade: 8,
  components: { InputWrapper: { styles: { error: { color: 'var(--mantine-color-red-9)' } } } },
});

function Main({ designer, service, env, session }: { designer: DesignerApi; service: ServiceApi; env: ExtensionEnv; session: SessionAccess }) {
  const host = useMemo(() => createWebflowHostAdapter({ designer, service, env, session }), [session]);
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
    <MantineProvider theme={theme}>
      <Center h="100vh" p="md">
        <Text>Open Bookla from the Apps panel of the Webflow Designer.</Text>
      </Center>
    </MantineProvider>,
  );
} else {
  const service = createServiceApi(env.serviceUrl);
  const store = createSessionStore();
  root.render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <AuthGate designer={designer} service={service} store={store} notify={designerNotify(designer)}>
          {(session) => <Main designer={designer} service={service} env={env} session={session} />}
        </AuthGate>
      </MantineProvider>
    </StrictMode>,
  );
}
