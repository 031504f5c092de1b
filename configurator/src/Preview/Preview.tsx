import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { withoutEmbed, type EmbedSettings, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { applyColorScheme } from '@bookla/runtime/scheme';
import type { HostAdapter, PreviewApi } from '../host-adapter';
import { BookingWidget, bookingStyles } from '@bookla/widgets/embed/booking';
import { GiftCardWidget, giftCardStyles } from '@bookla/widgets/embed/gift-card';
import { createMount, type MountFunction, type WidgetHandle } from '@bookla/widgets/mount';
import { createPopup, IN_PLACE_CSS, OPENER_ATTRIBUTE, type PopupHandle } from '@bookla/widgets/popup';
import { SubscriptionWidget, subscriptionStyles } from '@bookla/widgets/embed/subscription';
import { withDemoCredentials } from '../credentials';
import { linksAside, openAside } from './open-aside';
import { previewState } from './preview-state';

export const PREVIEW_WIDTHS = { mobile: 375, tablet: 768, full: undefined } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

type Navigate = (url: string) => void;

/** The widget with its page-leaving navigation (payment, login) handed to `navigate`. */
const navigating =
  (Widget: ComponentType<any>, navigate: Navigate): ComponentType<any> =>
  (props) => <Widget {...props} navigate={navigate} />;

// The same mount the embed loader's chunks use: what the owner sees here is how the widget runs on a page, except
// that where it would take the visitor away opens aside (open-aside.ts).
const previewMounts = (navigate: Navigate): Record<WidgetType, MountFunction> => ({
  booking: createMount({ Widget: navigating(BookingWidget, navigate), css: bookingStyles }),
  subscription: createMount({ Widget: navigating(SubscriptionWidget, navigate), css: subscriptionStyles }),
  giftcard: createMount({ Widget: navigating(GiftCardWidget, navigate), css: giftCardStyles }),
});

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

/** The preview's way out (payment, links): opened aside, with the mounts that use it. */
function useAside(notify: Notify) {
  const told = useRef(notify);
  told.current = notify;
  const aside = useMemo<Navigate>(() => (url) => openAside(url, told.current), []);
  const mounts = useMemo(() => previewMounts(aside), [aside]);
  return { aside, mounts };
}

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
function PopupPreview(props: { type: WidgetType; config: WidgetConfigByType[WidgetType]; embed: EmbedSettings; notify: Notify }) {
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
      style={{ containerName: 'bk-preview', containerType: 'inline-size', transform: 'translateZ(0)', overflow: 'hidden', borderRadius: 8, border: '1px dashed var(--mantine-color-gray-5)' }}
    >
      <Stack gap="sm" align="flex-start">
        {embed.mode === 'popup' && <Button {...{ [OPENER_ATTRIBUTE]: id }}>{embed.launcher.text}</Button>}
        <Text size="sm" c="dimmed">
          {POPUP_HINTS[embed.mode as keyof typeof POPUP_HINTS]}
        </Text>
      </Stack>
      <div id={id} ref={host} />
    </Box>
  );
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
