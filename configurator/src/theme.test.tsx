import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider, Modal, Notification } from '@mantine/core';
import { configuratorTheme } from './theme';

afterEach(cleanup);

describe('the configurator theme', () => {
  it("names every dialog's and notice's close button (icons alone, unnamed by Mantine)", async () => {
    render(
      <MantineProvider theme={configuratorTheme}>
        <Modal opened onClose={() => {}} title="Any dialog">
          text
        </Modal>
        <Notification title="Note">A notice</Notification>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss notice' })).toBeTruthy();
  });
});
