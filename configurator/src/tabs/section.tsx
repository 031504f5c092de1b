import type { ReactNode } from 'react';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../Dialog/Dialog';
import { useDisclosure } from '@mantine/hooks';
import { useStore } from '../state/use-configurator';
import type { Path } from '../state/store';

/** One collapsible section with a 'Reset section' that asks first and puts `paths` back to their defaults. */
export function Section({ value, title, paths, children }: { value: string; title: string; paths?: readonly Path[]; children: ReactNode }) {
  const store = useStore();
  const [open, { open: ask, close }] = useDisclosure(false);
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap={8}>
          {children}
          {paths && paths.length > 0 && (
            <Group justify="flex-end">
              <Button size="compact-xs" variant="subtle" color="gray" c="var(--bookla-color-strong)" onClick={ask}>
                Reset section
              </Button>
            </Group>
          )}
        </Stack>
        <Dialog opened={open} onClose={close} title={`Reset ${title}?`} centered>
          <Text size="sm" mb="md">
            Every setting of the {title} section goes back to its default. You can undo this.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red.8"
              onClick={() => {
                store.reset(paths!);
                close();
              }}
            >
              Reset
            </Button>
          </Group>
        </Dialog>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Words of a camelCase key for a label: 'selectTimeTitle' → 'Select time title'. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
