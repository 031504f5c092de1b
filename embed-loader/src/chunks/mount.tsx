import { Component, type ComponentType, type ReactNode, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { useAdoptedStyles } from '@bookla/widgets/adopted-styles';
import { mergeConfig } from './merge';
import type { WidgetHandle } from '../loader/widgets';

/** The props every widget takes (ARCHITECTURE.md, widgets). */
export interface EmbeddedWidgetProps {
  config: object;
  host?: HTMLElement;
  initialData?: any;
}

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

/** Fields the loader's prefetch depends on: when one changes, its `initialData` is stale. */
const PREFETCH_KEYS = ['apiKey', 'companyId', 'region', 'apiUrl', 'serviceId'] as const;

export interface MountOptions {
  Widget: ComponentType<EmbeddedWidgetProps>;
  css: string;
  ErrorScreen: ComponentType<{ config: object; onRetry: () => void }>;
}

// The widget adopts its own stylesheet (WidgetRoot's layout effect, before the first paint, counted per
// root and released on unmount): it has to for React apps that render widgets without this loader, and a
// second adoption here would be work to deduplicate and a sheet to forget on destroy. The one thing
// rendered outside WidgetRoot is the Error screen of a widget that crashed, so it takes the widget's sheet
// through the same counted hook (same text, so the same parsed sheet) for as long as it is shown.
function Styled({ at, css, children }: { at: RefObject<Element | null>; css: string; children: ReactNode }) {
  useAdoptedStyles(at, css);
  return children;
}

/**
 * Builds the `mount` a widget chunk exports: a Shadow DOM root on the target (reused if the element has
 * one) in which the widget adopts its stylesheet (constructable stylesheets: no `<style>`, so a strict CSP
 * with `style-src 'self'` is enough), and a handle for `update`/`destroy`.
 */
export function createMount({ Widget, css, ErrorScreen }: MountOptions) {
  return function mount(target: Element, config: object, initialData?: unknown): WidgetHandle {
    const shadow: ShadowRoot = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
    const doc = target.ownerDocument;
    const container = doc.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    const at = { current: container };
    const host = target as HTMLElement;
    let current = config;
    let data = initialData;

    const render = (): void =>
      root.render(
        <ErrorBoundary
          fallback={(retry) => (
            <Styled at={at} css={css}>
              <ErrorScreen config={current} onRetry={retry} />
            </Styled>
          )}
        >
          <Widget config={current} host={host} initialData={data} />
        </ErrorBoundary>,
      );
    render();

    return {
      update(next) {
        const merged = mergeConfig(current, next ?? {});
        const before = current as Record<string, unknown>;
        if (PREFETCH_KEYS.some((k) => (merged as Record<string, unknown>)[k] !== before[k])) data = undefined;
        current = merged;
        render();
      },
      destroy() {
        root.unmount();
        container.remove();
      },
    };
  };
}
