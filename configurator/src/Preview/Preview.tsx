import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Box, Paper, Skeleton, Stack } from '@mantine/core';
import { withoutEmbed, type EmbedSettings, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { applyColorScheme } from '@bookla/runtime/scheme';
import type { HostAdapter, PreviewApi } from '../host-adapter';
import type { WidgetHandle } from '@bookla/widgets/mount';
import { withDemoCredentials } from '../credentials';
import { lazyTab } from '../tabs/lazy-tab';
import { linksAside } from './open-aside';
import { previewState } from './preview-state';
import { useAside } from './preview-mounts';

/** A popup or floating widget's preview: its own chunk, which only owners who choose a dialog load. */
const PopupPreview = lazyTab<Parameters<typeof import('./PopupPreview').PopupPreview>[0]>(
  'popup',
  () => import('./PopupPreview').then((m) => m.PopupPreview),
  'popup preview',
);

export const PREVIEW_WIDTHS = { mobile: 375, tablet: 768, full: undefined } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The real widget in a shadow root, mounted once per widget type. Every edit hands the whole config to the
 * mount, which re-renders in place and remounts only for the fields that make a new widget (service,
 * company, key, region, guest and code settings, preselected date, service selector).
 */
function LiveWidget({ type, config, notify }: { type: WidgetType; config: WidgetConfigByType[WidgetType]; notify: Notify }) {
  const target = useRef<HTMLDivElement>(null);
  // One way out of the preview for the widget's navigation and for its links alike.
  const { aside, mounts } = useAside(notify);
  useEffect(() => linksAside(target.current!, aside), [aside]);
  const mounted = useRef<{ type: WidgetType; widget: WidgetHandle; el: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const m = mounted.current;
    if (m && m.type === type) {
      m.widget.set(config);
      return;
    }
    if (m) {
      m.widget.destroy();
      m.el.remove();
    }
    // A fresh element per mount: a shadow root cannot be detached from the element that holds it.
    const el = document.createElement('div');
    el.setAttribute('data-testid', 'preview-widget');
    target.current!.append(el);
    mounted.current = { type, widget: mounts[type](el, config), el };
  });
  useEffect(
    () => () => {
      const m = mounted.current;
      mounted.current = null;
      // Unmounting a React root during React's own commit is not allowed: defer it.
      if (m) queueMicrotask(() => m.widget.destroy());
    },
    [],
  );
  return <div ref={target} />;
}

type Notify = HostAdapter['notify'];

export function Preview(props: {
  type: WidgetType;
  config: WidgetConfigByType[WidgetType];
  api: PreviewApi;
  width: PreviewWidth;
  background: string;
  /** Tells the owner when the browser refuses a tab the widget opens (open-aside.ts). */
  notify: Notify;
  /** Whether a configuration whose scheme is 'auto' shows its dark colours, as a visitor who prefers dark sees it (default false). */
  darkShown?: boolean;
}) {
  const { type, config, api } = props;
  const { credentials, mode, apiUrl } = previewState(type, config, api);
  // The demo widget shows the demo company: a credential left empty is the demo's, as the API tab says.
  const shown = mode === 'demo' ? withDemoCredentials(type, config, api.demo) : config;
  // The widget renders the colours of the scheme shown, as the page's loader hands them to it: theme.colors is the
  // scheme's, and the scheme settings, which no widget reads, are gone. How a page shows the widget (`embed`) is
  // the page's business, not the widget's: it is handed the rest.
  const widgetConfig = withoutEmbed(applyColorScheme(apiUrl ? { ...shown, apiUrl } : shown, !!props.darkShown));
  const embed = (config as { embed?: EmbedSettings }).embed;
  return (
    <Box p="lg" mih="100%" style={{ background: props.background }} data-testid="preview" data-mode={mode} data-credentials={credentials}>
      <Stack gap="md" maw={PREVIEW_WIDTHS[props.width] ?? 1320} mx="auto">
        {mode === 'demo' && (
          <Alert color="blue" variant="filled" radius="md">
            Demo Mode. Connect the Bookla API to view live data
          </Alert>
        )}
        {mode === 'incomplete' && (
          <Alert color="yellow" variant="filled" radius="md" styles={{ root: { background: 'var(--mantine-color-yellow-3)' }, message: { color: 'var(--mantine-color-dark-9)' } }}>
            Almost there. Complete all fields to connect the Bookla API
          </Alert>
        )}
        {mode === 'incomplete' ? (
          // Grey shapes where the widget will be: nothing to read (the alert above says what is missing), so hidden
          // from screen readers. (An aria-label on a plain div is not allowed: axe.)
          <Paper p="lg" radius="md" data-testid="preview-skeleton" aria-hidden="true">
            <Skeleton height={24} width="50%" mb="md" />
            <Skeleton height={14} mb={8} />
            <Skeleton height={14} width="80%" mb="lg" />
            <Skeleton height={180} radius="md" mb="md" />
            <Skeleton height={40} radius="md" />
          </Paper>
        ) : embed && embed.mode !== 'inline' ? (
          <PopupPreview key={embed.mode} type={type} config={widgetConfig} embed={embed} notify={props.notify} />
        ) : (
          <LiveWidget type={type} config={widgetConfig} notify={props.notify} />
        )}
      </Stack>
    </Box>
  );
}
