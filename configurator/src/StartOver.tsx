import { useState } from 'react';
import { Button, Group, Text, type MantineSize } from '@mantine/core';
import { Dialog } from './Dialog/Dialog';
import type { ConfiguratorApi, NoticeKind } from './host-adapter';

/**
 * 'Start over', asked first: every type back to its defaults and the drafts deleted. Each host's top bar has it,
 * since drafts bring back the last settings on every visit and the owner needs a way to a fresh widget.
 */
export function StartOver({ api, notify, size }: { api: Pick<ConfiguratorApi, 'resetAll'>; notify(kind: NoticeKind, message: string): void; size?: MantineSize }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="default" size={size} onClick={() => setConfirming(true)}>
        Start over
      </Button>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title="Start over?" centered>
        <Text size="sm">Every widget type goes back to its default settings and your saved drafts are deleted. This cannot be undone.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button
            // red.9: white on the theme's red (shade 8, #e03131) is 4.5:1 at best, and axe measured it under AA.
            color="red.9"
            onClick={() => {
              api.resetAll();
              setConfirming(false);
              notify('info', 'All settings are back to their defaults.');
            }}
          >
            Start over
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
