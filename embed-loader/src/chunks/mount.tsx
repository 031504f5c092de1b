import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
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

/**
 * Builds the `mount` a widget chunk exports: a Shadow DOM root on the target (reused if the element has
 * one), the widget's stylesheet adopted there (constructable stylesheets: no `<style>`, so a strict CSP
 * with `style-src 'self'` is enough), and a handle for `update`/`destroy`.
 */
export function createMount({ Widget, css, ErrorScreen }: MountOptions) {
  // One parsed sheet per widget type, shared by every instance on the page.
  let sheet: CSSStyleSheet | undefined;

  return function mount(target: Element, config: object, initialData?: unknown): WidgetHandle {
    const shadow: ShadowRoot = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
    const doc = target.ownerDocument;
    let styleEl: HTMLStyleElement | undefined;
    if ('adoptedStyleSheets' in (shadow as object)) {
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
      }
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
    } else {
      // Browsers without constructable stylesheets (Safari < 16.4) get a <style>; a strict CSP blocks it there.
      styleEl = doc.createElement('style');
      styleEl.textContent = css;
      shadow.append(styleEl);
    }
    const container = doc.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    const host = target as HTMLElement;
    let current = config;
    let data = initialData;

    const render = (): void =>
      root.render(
        <ErrorBoundary fallback={(retry) => <ErrorScreen config={current} onRetry={retry} />}>
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
        styleEl?.remove();
        if (sheet) shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
      },
    };
  };
}
