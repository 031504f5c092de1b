// What a React app renders: a widget that is safe to render on the server. The server (and the first render of a
// page it rendered, in hydration) writes only the widget's box, an empty element of the widget's minimum height:
// the widget reads the clock, the visitor's time zone and language, and adopts its styles into the document, none
// of which exist on the server, and HTML built from them there would not match the browser's. The widget itself
// renders once the component runs in the browser (straight away on a page rendered there). The callback props
// follow the `bookla:*` DOM events, which keep bubbling to the page's own listeners.
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { EmbedSettings, WidgetType } from '@bookla/runtime/config';
import { embedMode, withoutEmbed } from '@bookla/runtime/embed';
import { applyColorScheme } from '@bookla/runtime/scheme';
import { checkedEmbed, createPopup, OPENER_ATTRIBUTE, type PopupHandle } from '../popup/popup';
import type { WidgetEventMap, WidgetEventName } from '../shared/events';
import { WIDGET_MIN_HEIGHT } from '../shared/WidgetRoot';


/** Callbacks every widget takes, each with the DOM event it follows. */
const COMMON_CALLBACKS = {
  onReady: 'bookla:ready',
  onStepChange: 'bookla:step-change',
  onError: 'bookla:error',
} as const;

/** The booking widget's callbacks: the common ones and a booking's three results. */
export const BOOKING_CALLBACKS = {
  ...COMMON_CALLBACKS,
  onBookingConfirmed: 'bookla:booking-confirmed',
  onBookingPending: 'bookla:booking-pending',
  onBookingFailed: 'bookla:booking-failed',
} as const;

/** The subscription and gift card widgets' callbacks: the common ones and a purchase's three moments. */
export const PURCHASE_CALLBACKS = {
  ...COMMON_CALLBACKS,
  onPurchaseStarted: 'bookla:purchase-started',
  onPurchaseSucceeded: 'bookla:purchase-succeeded',
  onPurchaseFailed: 'bookla:purchase-failed',
} as const;

type CallbackTable = Record<string, WidgetEventName>;

/** One optional prop per callback, called with the event's `detail`. */
export type CallbackProps<T extends CallbackTable> = { [P in keyof T]?: (detail: WidgetEventMap[T[P]]) => void };

/**
 * The box around the widget: its class and inline style (a width, a margin), as any element takes them. For a
 * popup (`config.embed.mode` 'popup') they are the opener button's, and `children` its content (default: the
 * launcher's text).
 */
export interface BoxProps {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A React app's props: the widget's own, less what only the embed loader passes, plus callbacks and the box. */
export type ReactWidgetProps<P, T extends CallbackTable> = Omit<P, 'host' | 'initialData'> & CallbackProps<T> & BoxProps;

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The visitor's dark mode, for a configuration's `auto` colour scheme (false on the server, which cannot know it). */
const DARK = '(prefers-color-scheme: dark)';
const subscribeToDarkMode = (changed: () => void) => {
  const query = matchMedia(DARK);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const prefersDark = () => matchMedia(DARK).matches;

/** The React app's component for `Widget`, following the events `callbacks` names. */
export function reactWidget<P extends object, T extends CallbackTable>(
  Widget: ComponentType<P>,
  kind: WidgetType,
  callbacks: T,
): (props: ReactWidgetProps<P, T>) => ReactElement {
  const names = Object.keys(callbacks) as (keyof T & string)[];
  // The callbacks follow the events bubbling through `box`: the widget's own box, or a dialog's host.
  const useCallbacks = (props: ReactWidgetProps<P, T>) => {
    // The newest callbacks, read when an event comes: the listeners are added once, with the box.
    const latest = useRef(props);
    latest.current = props;
    const detach = useRef<(() => void) | null>(null);
    // A ref callback rather than an effect: it runs before the widget's own effects, so no event is missed.
    return useCallback((box: HTMLDivElement | null) => {
      detach.current?.();
      detach.current = null;
      if (!box) return;
      const listeners = names.map((name) => {
        const listener = (event: Event) => (latest.current[name] as ((detail: unknown) => void) | undefined)?.((event as CustomEvent).detail);
        box.addEventListener(callbacks[name], listener);
        return () => box.removeEventListener(callbacks[name], listener);
      });
      detach.current = () => listeners.forEach((remove) => remove());
    }, []);
  };
  // What the widget is handed: its own props, less the callbacks and the box's, in the configuration's colour scheme.
  const widgetProps = (props: ReactWidgetProps<P, T>, dark: boolean): P => {
    const own = { ...props } as Record<string, unknown>;
    for (const name of [...names, 'className', 'style', 'children']) delete own[name];
    if (own.config && typeof own.config == 'object') own.config = withoutEmbed(applyColorScheme(own.config, dark));
    return own as P;
  };

  /**
   * A popup or floating widget: the opener button (popup) and a host whose Shadow DOM holds the dialog
   * (`@bookla/widgets/popup`); the widget renders into the dialog's box, through a portal, once it is wanted.
   */
  function PopupWidget({ props, mode }: { props: ReactWidgetProps<P, T>; mode: 'popup' | 'floating' }) {
    const dark = useSyncExternalStore(subscribeToDarkMode, prefersDark, onServer);
    const listen = useCallbacks(props);
    const id = useId();
    const given = (props as { config?: { embed?: unknown } }).config?.embed;
    const key = JSON.stringify(given ?? null);
    const embed: EmbedSettings = useMemo(() => checkedEmbed(kind, given), [key]);
    const [box, setBox] = useState<HTMLElement | null>(null);
    const popup = useRef<PopupHandle | null>(null);
    const settings = useRef(embed);
    settings.current = embed;
    const host = useCallback((el: HTMLDivElement | null) => {
      listen(el);
      popup.current?.destroy();
      popup.current = null;
      if (!el) return;
      popup.current = createPopup(el, {
        type: kind,
        embed: settings.current,
        mount: (b) => {
          setBox(b);
          return { destroy: () => setBox(null) };
        },
      });
    }, []);
    useEffect(() => popup.current?.update(embed), [embed]);
    return (
      <>
        {mode == 'popup' ? (
          <button type="button" {...{ [OPENER_ATTRIBUTE]: id }} className={props.className} style={props.style}>
            {props.children ?? embed.launcher.text}
          </button>
        ) : null}
        <div id={id} ref={host} data-bookla-widget={kind} />
        {box?.shadowRoot ? createPortal(<Widget {...widgetProps(props, dark)} />, box.shadowRoot) : null}
      </>
    );
  }

  return function ReactWidget(props) {
    const mode = embedMode((props as { config?: { embed?: unknown } }).config);
    // A mode change makes another component (inline or dialog): a new widget, as a new init would on a page.
    if (mode !== 'inline') return <PopupWidget key={mode} props={props} mode={mode} />;
    return <InlineWidget {...props} />;
  };

  function InlineWidget(props: ReactWidgetProps<P, T>) {
    // false on the server and while hydrating its HTML, true in the browser after that (or at once on a page the
    // browser rendered): React re-renders with the widget right after hydration, without a mismatch.
    const rendered = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
    // The configuration's colour scheme, as the embed's loader applies it: the widget is handed the scheme's colours.
    const dark = useSyncExternalStore(subscribeToDarkMode, prefersDark, onServer);
    const listen = useCallbacks(props);
    return (
      <div ref={listen} className={props.className} data-bookla-widget={kind} style={{ minHeight: WIDGET_MIN_HEIGHT, ...props.style }}>
        {rendered ? <Widget {...widgetProps(props, dark)} /> : null}
      </div>
    );
  }
}
