// The settings' label column, apart from the controls: the API tab (the first screen) needs only this, and the
// controls module brings the number, colour, angle and gradient inputs the later-loaded tabs use.
import type { ReactNode } from 'react';
import { Box, Group, Text } from '@mantine/core';

/** A label in the 9rem right-aligned column (narrower in a narrow sidebar, so the control keeps room) and its control. */
export function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" className="bk-row">
      <Text component="label" htmlFor={htmlFor} size="sm" ta="right" style={{ flex: '0 0 min(9rem, 42%)' }} fw={500}>
        {label}
      </Text>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Group>
  );
}
