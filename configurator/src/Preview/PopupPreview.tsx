// The preview of a popup or floating widget: its own chunk where the host splits them (only owners who choose a
// dialog need the popup's frame), loaded by Preview on demand.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import type { EmbedSettings, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { WidgetHandle } from '@bookla/widgets/mount';
import { createPopup, IN_PLACE_CSS, OPENER_ATTRIBUTE, type PopupHandle } from '@bookla/widgets/popup';
import type { HostAdapter } from '../host-adapter';
import { linksAside } from './open-aside';
import { useAside } from './preview-mounts';

type Notify = HostAdapter['notify'];

/** What a popup's page shows before the dialog opens: the text under the example button or beside the launcher. */
const POPUP_HINTS = {
  popup: 'Your page: any element you give the opener attribute opens the widget, like this button.',
  floating: 'Your page: the launcher sits in its corner and opens the widget.',
} as const;

/**
 * A popup or floating widget as a page shows it, in the preview's box: the example opener (popup) or the launcher
 * (floating), and the dialog opening inside the box (`@bookla/widgets/popup` in place), the widget mounted in it as
 * on a page. Edits re-render the mounted widget and the launcher in place.
 */
export function PopupPreview(props: { type: WidgetType; config: WidgetConfigByType[WidgetType]; embed: EmbedSettings; notify: Notify }) {
  const { type, config, embed } = props;
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const { aside, mounts } = useAside(props.notify);
  const latest = useRef(config);
  latest.current = config;
  const widget = useRef<WidgetHandle | null>(null);
  const popup = useRef<PopupHandle | null>(null);
  const settings = useRef(embed);
  settings.current = embed;
  useEffect(() => linksAside(host.current!, aside), [aside]);
  useLayoutEffect(() => {
    const p = createPopup(host.current!, {
      type,
      embed: settings.current,
      inPlace: { css: IN_PLACE_CSS },
      mount: (box) => {
        box.setAttribute('data-testid', 'preview-widget');
        const w = mounts[type](box, latest.current);
        widget.current = w;
        return {
          destroy: () => {
            if (widget.current === w) widget.current = null;
            // Unmounting a React root during React's own commit is not allowed: deferred.
            queueMicrotask(() => w.destroy());
          },
        };
      },
    });
    popup.current = p;
    // The dialog is not modal here, so it has no Escape of its own.
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && p.close();
    const el = host.current!;
    el.addEventListener('keydown', escape);
    return () => {
      el.removeEventListener('keydown', escape);
      popup.current = null;
      p.destroy();
    };
  }, [type, mounts]);
  useLayoutEffect(() => widget.current?.set(config), [config]);
  useLayoutEffect(() => popup.current?.update(embed), [embed]);
  return (
    <Box
      pos="relative"
      mih={560}
      p="lg"
      data-testid="preview-page"
      bg="white"
      style={{ containerName: 'bk-preview', containerType: 'inline-size', transform: 'translateZ(0)', overflow: 'hidden', borderRadius: 8 }}
    >
      <Stack gap="sm" align="flex-start">
        {embed.mode === 'popup' && <Button {...{ [OPENER_ATTRIBUTE]: id }}>{embed.launcher.text}</Button>}
        <Text size="sm" c="gray.7">
          {POPUP_HINTS[embed.mode as keyof typeof POPUP_HINTS]}
        </Text>
      </Stack>
      <div id={id} ref={host} />
    </Box>
  );
}
