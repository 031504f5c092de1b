import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, createTheme, MantineProvider, VisuallyHidden } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { readEnv } from './env';
import { createWebHostAdapter } from './web-host-adapter';
import { Configurator } from '@bookla/configurator';

// Contrast (axe in Chromium): Mantine's default blue (shade 6) under white text is 3.5:1, shade 8 passes 4.5:1;
// its red error text (red 6) on white is 3.3:1, red 9 is 5.6:1.
const theme = createTheme({
  primaryShade: 8,
  components: { InputWrapper: { styles: { error: { color: 'var(--mantine-color-red-9)' } } } },
});
const adapter = createWebHostAdapter(readEnv());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
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
