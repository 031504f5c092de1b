// What a React app renders: a widget that is safe to render on the server. The server (and the first render of a
// page it rendered, in hydration) writes only the widget's box, an empty element of the widget's minimum height:
// the widget reads the clock, the visitor's time zone and language, and adopts its styles into the document, none
// of which exist on the server, and HTML built from them there would not match the browser's. The widget itself
// renders once the component runs in the browser (straight away on a page rendered there). The callback props
// follow the `bookla:*` DOM events, which keep bubbling to the page's own listeners.
import { useCallback, useRef, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactElement } from 'react';
import type { WidgetType } from '@bookla/runtime/config';
import { applyColorScheme } from '@bookla/runtime/scheme';
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

/** The box around the widget: its class and inline style (a width, a margin), as any element takes them. */
export interface BoxProps {
  className?: string;
  style?: CSSProperties;
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
  return function ReactWidget(props) {
    // false on the server and while hydrating its HTML, true in the browser after that (or at once on a page the
    // browser rendered): React re-renders with the widget right after hydration, without a mismatch.
    const rendered = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
    // The configuration's colour scheme, as the embed's loader applies it: the widget is handed the scheme's colours.
    const dark = useSyncExternalStore(subscribeToDarkMode, prefersDark, onServer);
    // The newest callbacks, read when an event comes: the listeners are added once, with the box.
    const latest = useRef(props);
    latest.current = props;
    const detach = useRef<(() => void) | null>(null);
    // A ref callback rather than an effect: it runs before the widget's own effects, so no event is missed.
    const listen = useCallback((box: HTMLDivElement | null) => {
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
    const own = { ...props } as Record<string, unknown>;
    for (const name of [...names, 'className', 'style']) delete own[name];
    if (own.config && typeof own.config == 'object') own.config = applyColorScheme(own.config, dark);
    return (
      <div ref={listen} className={props.className} data-bookla-widget={kind} style={{ minHeight: WIDGET_MIN_HEIGHT, ...props.style }}>
        {rendered ? <Widget {...(own as P)} /> : null}
      </div>
    );
  };
}
