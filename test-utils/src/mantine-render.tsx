import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';

/** `ui` in a MantineProvider; pass the app's theme where its defaults matter (a dialog's close button's name). */
export function renderWithMantine(ui: ReactElement, theme?: MantineThemeOverride) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
