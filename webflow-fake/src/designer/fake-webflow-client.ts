/// <reference types="@webflow/designer-extension-typings" />
// The fake `webflow` global, injected into the extension's page by the harness's extension server (as Webflow
// injects its own script before the app). Every call is posted to the harness page, which holds the Designer's
// state, and answered there; replies from any other origin are ignored. Errors come back as Webflow's do: an
// Error whose `cause.tag` names the reason.
import type { FakeDesignerApi } from './fake-designer';
import { isEvent, isReply, RPC, type Wire } from './rpc';

declare global {
  interface Window {
    webflow?: FakeDesignerApi;
  }
}

export function installFakeWebflow(parentOrigin: string, target: Window = window.parent, scope: Window = window): FakeDesignerApi {
  let next = 1;
  const pending = new Map<number, { resolve(v: Wire): void; reject(e: Error): void }>();
  const themeListeners = new Set<(theme: AppearanceSettings) => void>();
  scope.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin) return;
    if (isEvent(event.data)) {
      for (const listener of themeListeners) listener(event.data.value as AppearanceSettings);
      return;
    }
    if (!isReply(event.data)) return;
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if ('error' in event.data) waiting.reject(new Error(event.data.error.message, { cause: { tag: event.data.error.tag } }));
    else waiting.resolve(event.data.result);
  });
  const call = (method: string, ...params: Wire[]): Promise<any> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: (v) => resolve(revive(v)), reject });
      target.postMessage({ rpc: RPC, id, method, params }, parentOrigin);
    });

  const revive = (v: Wire): unknown => {
    if (Array.isArray(v)) return v.map(revive);
    if (v && typeof v === 'object' && 'kind' in v) {
      if (v.kind === 'element') return element(v as Extract<Wire, { kind: 'element' }>);
      if (v.kind === 'style') return style((v as { name: string }).name);
      if (v.kind === 'page') return { id: (v as { id: string }).id, type: 'Page' };
    }
    return v;
  };

  function element(w: Extract<Wire, { kind: 'element' }>) {
    const el: Record<string, unknown> = {
      id: { component: 'page', element: w.id },
      type: w.type,
      children: w.children,
      textContent: w.textContent,
      domId: w.domId,
      styles: w.styles,
      customAttributes: w.customAttributes,
    };
    const m = (name: string) => (...args: unknown[]) => call(`element.${name}`, w.id, ...(args as Wire[]));
    el.remove = m('remove');
    if (w.children) {
      el.getChildren = m('getChildren');
      el.append = (preset: { name: string }) => call('element.append', w.id, { kind: 'preset', name: preset.name });
    }
    if (w.domId) {
      el.getDomId = m('getDomId');
      el.setDomId = m('setDomId');
    }
    if (w.textContent) el.setTextContent = m('setTextContent');
    if (w.customAttributes) {
      for (const name of ['getCustomAttribute', 'setCustomAttribute', 'removeCustomAttribute', 'getAllCustomAttributes']) el[name] = m(name);
    }
    if (w.styles) {
      el.getStyles = m('getStyles');
      el.setStyles = (styles: { name: string }[]) => call('element.setStyles', w.id, styles.map((s) => ({ kind: 'style', name: s.name })));
    }
    return el;
  }
  function style(name: string) {
    return {
      id: `style-${name}`,
      name,
      getName: async () => name,
      setProperties: (map: Record<string, string>) => call('style.setProperties', name, map),
      getProperties: () => call('style.getProperties', name),
    };
  }
  // Presets are opaque to apps: here a name the harness knows.
  const presets = new Proxy({} as Record<string, { name: string }>, { get: (_t, name) => (typeof name === 'string' ? { name } : undefined) });

  const api: FakeDesignerApi = {
    getIdToken: () => call('getIdToken'),
    getSiteInfo: () => call('getSiteInfo'),
    getCurrentPage: () => call('getCurrentPage'),
    getSelectedElement: () => call('getSelectedElement'),
    getRootElement: () => call('getRootElement'),
    getAllElements: () => call('getAllElements'),
    notify: (opts) => call('notify', { type: opts.type, message: opts.message }),
    setExtensionSize: (size) => call('setExtensionSize', size as Wire),
    isMode: (mode) => call('isMode', mode),
    elementPresets: presets as unknown as WebflowApi['elementPresets'],
    createStyle: (name) => call('createStyle', name),
    getStyleByName: (name) => call('getStyleByName', name as Wire),
    getTheme: () => call('getTheme'),
    // The harness pushes every appearance switch to the frame; subscribing only adds a local listener.
    subscribe: (event, callback) => {
      if (event !== 'currenttheme') throw new Error(`the fake Designer has no '${String(event)}' event`, { cause: { tag: 'InvalidRequest' } });
      themeListeners.add(callback);
      return () => void themeListeners.delete(callback);
    },
  };
  return api;
}

// Injected as a classic script: the harness origin comes from the extension server's query parameter.
const origin = new URLSearchParams(location.search).get('designer') ?? document.currentScript?.getAttribute('data-designer-origin');
if (origin && !window.webflow) window.webflow = installFakeWebflow(origin);
