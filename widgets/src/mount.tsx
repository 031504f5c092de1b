// `@bookla/widgets/mount`: the one way a widget is put on a page outside a React app. The embed loader's
// chunks and the configurator's live preview both mount through here, so a crash, a style sheet, an update
// and a destroy behave the same wherever a widget runs.
import { Component, type ComponentType, type ReactNode, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { COMMON_TEXTS, mergeConfig } from '@bookla/runtime/config/widget';
import { textDirection } from '@bookla/runtime/locale';
import { ErrorScreen } from './shared/ErrorScreen';
import { useAdoptedStyles } from './shared/use-adopted-styles';

/** The props every widget takes. */
export interface MountedWidgetProps {
  config: object;
  host?: HTMLElement;
  initialData?: any;
}

/**
 * What `mount` returns. `update` takes a partial config merged over the current one (the embed API's
 * meaning); `set` replaces the whole config, for a host that always holds all of it and must be able to
 * remove a setting (the configurator's preview).
 */
export interface WidgetHandle {
  update(config: object): void;
  set(config: object): void;
  destroy(): void;
}

/**
 * A chunk the embed loader fetched beside the widget's own because the configuration asks for it (a colour
 * scheme): it changes the configuration before the widget sees it, so no widget's first paint carries what only
 * some configurations need.
 */
export interface MountExtra {
  /** The configuration as the widget shows it. Never throws (untrusted input goes on to the widget's sanitizer). */
  t(config: object): object;
  /** Calls `changed` when `t` would now give another result (the visitor's dark mode switched); returns the unsubscribe. */
  w?(changed: () => void): () => void;
}

export type MountFunction = (target: Element, config: object, initialData?: unknown, extras?: MountExtra[]) => WidgetHandle;

/**
 * Settings that make a new widget rather than a re-render: they change the API client, the data loaded at
 * start or the first step shown. Every other change (theme, texts, prices, fields) re-renders the mounted
 * widget in place, keeping the visitor's step and choices.
 */
export const IDENTITY_KEYS = [
  'apiKey',
  'companyId',
  'region',
  'apiUrl',
  'serviceId',
  'preselectedDate',
  'guestEnabled',
  'codeEnabled',
  'showServiceSelector',
] as const;

/** Fields the loader's prefetch was built from: when one changes, its `initialData` answers the wrong question. */
const PREFETCH_KEYS = IDENTITY_KEYS.slice(0, 6);

/**
 * Keys typed into a field of the widget stay in the widget. Past the shadow root an event's target is the
 * host element, so a page's shortcut handler that skips keys typed into INPUT, SELECT and TEXTAREA ('/' opens
 * the site's search, Space scrolls to the next section) would take the visitor's typing as a shortcut. Tab and
 * Escape go on (the page's focus traps and dialogs), as do keys with Ctrl or Meta (the page's own shortcuts);
 * keys on the widget's buttons go on as a page's own buttons' would. On the shadow root, once per root: the same
 * function added again is not added twice, and it is left there on destroy (another widget may share the root).
 */
function keepTyping(e: Event): void {
  const k = e as KeyboardEvent;
  if (k.key != 'Tab' && k.key != 'Escape' && !k.ctrlKey && !k.metaKey && (k.target as Element).matches('input,select,textarea')) e.stopPropagation();
}

const pick = (config: object, keys: readonly string[]) => JSON.stringify(keys.map((k) => (config as Record<string, unknown>)[k]));

interface BoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Last line of defence: a render error inside the widget becomes its Error screen and a console error,
 * never an exception in the host page. Retry remounts the widget from scratch.
 */
class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  // Set in the constructor, not as a class field: at es2020 esbuild emits a __publicField helper for fields,
  // and that helper became a chunk of its own in every widget's closure (~200 B gzip and one more request).
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown): void {
    console.error('Bookla: the widget failed', error);
  }
  render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

// The widget adopts its own stylesheet (WidgetRoot's layout effect, before the first paint, counted per
// root and released on unmount): it has to for React apps that render widgets without a mount, and a
// second adoption here would be work to deduplicate and a sheet to forget on destroy. The one thing
// rendered outside WidgetRoot is the Error screen of a widget that crashed, so it takes the widget's sheet
// through the same counted hook (same text, so the same parsed sheet) for as long as it is shown.
function Styled({ at, css, children }: { at: RefObject<Element | null>; css: string; children: ReactNode }) {
  useAdoptedStyles(at, css);
  return children;
}

// The config here is the page's, not yet checked by the widget (it may be why it crashed): only string texts count.
function CrashScreen({ config, onRetry }: { config: object; onRetry: () => void }) {
  const own: Record<string, unknown> = (config as { localization?: { errorScreen?: {} } }).localization?.errorScreen ?? {};
  const texts = { ...COMMON_TEXTS.errorScreen };
  for (const k of Object.keys(texts) as (keyof typeof texts)[]) if (typeof own[k] == 'string') texts[k] = own[k];
  return (
    <div className="bk-root" dir={textDirection((config as { localization?: { locale?: unknown } }).localization?.locale)}>
      <div className="bk-stack bk-center">
        <ErrorScreen texts={texts} onReload={onRetry} />
      </div>
    </div>
  );
}

/**
 * Builds the `mount` for one widget: a Shadow DOM root on the target (reused if the element has one) in
 * which the widget adopts its stylesheet (constructable stylesheets: no `<style>`, so a strict CSP with
 * `style-src 'self'` is enough), and a handle for `update` / `destroy`.
 */
export function createMount({ Widget, css }: { Widget: ComponentType<MountedWidgetProps>; css: string }): MountFunction {
  return (target, config, initialData, extras = []) => {
    const shadow: ShadowRoot = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
    for (const type of ['keydown', 'keypress', 'keyup']) shadow.addEventListener(type, keepTyping);
    const container = target.ownerDocument.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    const at = { current: container };
    const host = target as HTMLElement;
    let current = config;
    let data = initialData;

    const render = (): void =>
      root.render(
        // A new identity is a new widget: its own state, and a crash of the old one forgotten.
        <ErrorBoundary
          key={pick(current, IDENTITY_KEYS)}
          fallback={(retry) => (
            <Styled at={at} css={css}>
              <CrashScreen config={current} onRetry={retry} />
            </Styled>
          )}
        >
          {/* The configuration as the extras make it (the widget's sanitizer checks the result like any config). */}
          <Widget config={extras.reduce((c, x) => x.t(c), current)} host={host} initialData={data} />
        </ErrorBoundary>,
      );
    render();

    const set = (next: object): void => {
      if (pick(next, PREFETCH_KEYS) !== pick(current, PREFETCH_KEYS)) data = undefined;
      current = next;
      render();
    };
    const unwatch = extras.map((x) => x.w?.(render));
    return {
      update: (next) => set(mergeConfig(current, next)),
      set,
      destroy() {
        for (const off of unwatch) off?.();
        root.unmount();
        container.remove();
      },
    };
  };
}
