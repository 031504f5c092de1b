import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Box, Paper, Skeleton, Stack } from '@mantine/core';
import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { PreviewApi } from '../host-adapter';
import { mount, type MountedWidget } from './temporary-mount';
import { identityKey, previewApiUrl, previewMode } from './preview-state';

export const PREVIEW_WIDTHS = { mobile: 375, tablet: 768, full: undefined } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The real widget in a shadow root: mounted once per identity, re-rendered for every other change. */
function LiveWidget({ type, config }: { type: WidgetType; config: WidgetConfigByType[WidgetType] }) {
  const target = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ key: string; widget: MountedWidget; el: HTMLElement } | null>(null);
  const key = identityKey(type, config as never);
  useLayoutEffect(() => {
    const m = mounted.current;
    if (m && m.key === key) {
      m.widget.update(config);
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
    mounted.current = { key, widget: mount(el, config, { type }), el };
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

export function Preview(props: { type: WidgetType; config: WidgetConfigByType[WidgetType]; api: PreviewApi; width: PreviewWidth; background: string }) {
  const { type, config, api } = props;
  const mode = previewMode(type, config as never, api.demo);
  const apiUrl = previewApiUrl(mode, api, config);
  const widgetConfig = apiUrl ? { ...config, apiUrl } : config;
  return (
    <Box p="lg" mih="100%" style={{ background: props.background }} data-testid="preview" data-mode={mode}>
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
          <Paper p="lg" radius="md" data-testid="preview-skeleton" aria-label="Widget placeholder">
            <Skeleton height={24} width="50%" mb="md" />
            <Skeleton height={14} mb={8} />
            <Skeleton height={14} width="80%" mb="lg" />
            <Skeleton height={180} radius="md" mb="md" />
            <Skeleton height={40} radius="md" />
          </Paper>
        ) : (
          <LiveWidget type={type} config={widgetConfig} />
        )}
      </Stack>
    </Box>
  );
}
