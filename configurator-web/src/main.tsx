// Mantine's sheets per component, the configurator's list (before any other CSS: everything else overrides them).
import '@bookla/configurator/mantine.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, MantineProvider, VisuallyHidden } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { readEnv } from './env';
import { createWebHostAdapter } from './web-host-adapter';
import { Configurator, configuratorCssVariables, configuratorTheme } from '@bookla/configurator';

const adapter = createWebHostAdapter(readEnv());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Light or dark as the system is: the owner's other tools usually follow it too. */}
    <MantineProvider theme={configuratorTheme} cssVariablesResolver={configuratorCssVariables} defaultColorScheme="auto">
      {/* Bottom right, over the preview's corner: at the top a warning (it stays until dismissed, so a list of
          dropped settings can be read) covered Export Code and undo until the owner closed it. */}
      <Notifications position="bottom-right" />
      {/* The page's own frame: one main landmark and a top heading for the app. The viewport's height, so the
          settings and the preview scroll each in its own pane and the top bar (Export Code) stays in view. */}
      <Box component="main" h="100dvh">
        <VisuallyHidden>
          <h1>Bookla Configurator</h1>
        </VisuallyHidden>
        <Configurator host={adapter} />
      </Box>
    </MantineProvider>
  </StrictMode>,
);
