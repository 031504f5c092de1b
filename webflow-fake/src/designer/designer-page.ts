// The harness page: the fake Designer's state (an element tree, selection, styles, notifications, mode, site and
// page), the extension in an iframe on another origin, and the RPC server its fake `webflow` global talks to.
// Calls from any origin but the extension's are ignored. `window.__designer` lets tests and people drive it.
import { createFakeDesigner, DesignerWorld, elementProxy, PRESETS, styleProxy, type ElementNode } from './fake-designer';
import { canvasHtml } from './canvas-html';
import { isCall, RPC, type Wire } from './rpc';

interface HarnessConfig {
  extensionUrl: string;
  siteId: string;
  pageId: string;
  user: { id: string; firstName: string; email: string };
  /** Where to get an ID token the host service accepts (the fake Webflow mints them); absent: a local one. */
  idTokenUrl?: string;
  /** The fake Webflow: the canvas is saved to it after every change, as Webflow saves the Designer's page. */
  fakeWebflowUrl?: string;
}

const config = JSON.parse(document.getElementById('harness-config')!.textContent!) as HarnessConfig;
const extensionOrigin = new URL(config.extensionUrl).origin;
const world = new DesignerWorld({ siteId: config.siteId, pageId: config.pageId, user: config.user }, async () =>
  config.idTokenUrl ? (await fetch(config.idTokenUrl, { method: 'POST' })).text() : `fake-id-token.${config.user.id}.${config.siteId}`,
);
const designer = createFakeDesigner(world);

const toWire = (v: unknown): Wire => {
  if (Array.isArray(v)) return v.map(toWire);
  if (v && typeof v === 'object') {
    const o = v as Record<string, any>;
    if (o.id && typeof o.id === 'object' && typeof o.id.element === 'string')
      return {
        kind: 'element',
        id: o.id.element,
        type: o.type,
        children: !!o.children,
        textContent: !!o.textContent,
        domId: !!o.domId,
        styles: !!o.styles,
        customAttributes: !!o.customAttributes,
      };
    if (typeof o.name === 'string' && typeof o.setProperties === 'function') return { kind: 'style', name: o.name };
    if (o.type === 'Page' && typeof o.id === 'string') return { kind: 'page', id: o.id };
  }
  return (v ?? null) as Wire;
};
const fromWire = (v: Wire): unknown => {
  if (Array.isArray(v)) return v.map(fromWire);
  if (v && typeof v === 'object' && 'kind' in v) {
    if (v.kind === 'preset') return PRESETS[(v as { name: string }).name];
    if (v.kind === 'style') return styleProxy(world, (v as { name: string }).name);
  }
  return v;
};

async function dispatch(method: string, params: Wire[]): Promise<unknown> {
  const args = params.map(fromWire);
  if (method.startsWith('element.')) {
    const node = world.find(String(args[0]));
    if (!node) throw Object.assign(new Error('element not found'), { cause: { tag: 'ResourceMissing' } });
    const el = elementProxy(world, node) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    const fn = el[method.slice(8)];
    if (typeof fn !== 'function') throw Object.assign(new Error(`${method} is not available on a ${node.type}`), { cause: { tag: 'InvalidTargetElement' } });
    return fn(...args.slice(1));
  }
  if (method.startsWith('style.')) {
    const style = styleProxy(world, String(args[0])) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    return style[method.slice(6)]!(...args.slice(1));
  }
  const fn = (designer as unknown as Record<string, unknown>)[method];
  if (typeof fn !== 'function') throw Object.assign(new Error(`unknown method ${method}`), { cause: { tag: 'InvalidRequest' } });
  return (fn as (...a: unknown[]) => Promise<unknown>).apply(designer, args);
}

const frame = document.getElementById('ext') as HTMLIFrameElement;
// The Designer tells its extensions when the owner switches its appearance; so does the fake, to its one frame.
world.themeListeners.add((theme) => frame.contentWindow?.postMessage({ rpc: RPC, event: 'currenttheme', value: theme }, extensionOrigin));
window.addEventListener('message', (event) => {
  if (event.origin !== extensionOrigin || event.source !== frame.contentWindow || !isCall(event.data)) return;
  const { id, method, params } = event.data;
  dispatch(method, params).then(
    (result) => {
      if (method === 'setExtensionSize') resize(world.size);
      render();
      saveCanvas();
      frame.contentWindow!.postMessage({ rpc: RPC, id, result: toWire(result) }, extensionOrigin);
    },
    (error: Error & { cause?: { tag?: string } }) => {
      render();
      frame.contentWindow!.postMessage({ rpc: RPC, id, error: { message: error.message, tag: error.cause?.tag } }, extensionOrigin);
    },
  );
});

let lastSaved = '';
let saving: Promise<unknown> = Promise.resolve();
function saveCanvas(): Promise<unknown> {
  if (!config.fakeWebflowUrl) return saving;
  const html = canvasHtml(world.root);
  if (html === lastSaved) return saving;
  lastSaved = html;
  saving = fetch(`${config.fakeWebflowUrl}/__fake/pages/${encodeURIComponent(config.pageId)}/body`, { method: 'PUT', body: html }).catch((error: unknown) =>
    console.warn('fake Designer: the canvas could not be saved to the fake Webflow', error),
  );
  return saving;
}

// Publish, as the Designer's own button: the fake Webflow renders the site's pages with their applied scripts.
if (config.fakeWebflowUrl) {
  const box = document.getElementById('publish-box')!;
  const link = document.getElementById('published') as HTMLAnchorElement;
  box.hidden = false;
  document.getElementById('publish')!.addEventListener('click', async () => {
    await saveCanvas();
    const res = await fetch(`${config.fakeWebflowUrl}/__fake/publish/${encodeURIComponent(config.siteId)}`, { method: 'POST' });
    const { pages } = (await res.json()) as { pages: { id: string; url: string }[] };
    link.href = pages.find((p) => p.id === config.pageId)?.url ?? pages[0]!.url;
    link.hidden = false;
  });
}

// The owner removing the app from the site in Webflow's site settings: the fake Webflow ends the app's access there,
// and the extension learns of it from the host service on its next change.
if (config.fakeWebflowUrl) {
  const status = document.getElementById('remove-app-status')!;
  document.getElementById('remove-app-box')!.hidden = false;
  document.getElementById('remove-app')!.addEventListener('click', async () => {
    const res = await fetch(`${config.fakeWebflowUrl}/__fake/sites/${encodeURIComponent(config.siteId)}/remove-app`, { method: 'POST' });
    status.textContent = res.ok ? 'Removed: the app has no access to this site now.' : `Not removed (HTTP ${res.status}).`;
  });
}

function resize(size: unknown) {
  const named: Record<string, [number, number]> = { default: [240, 360], comfortable: [320, 460], large: [800, 600] };
  const [w, h] = typeof size === 'string' ? (named[size] ?? [240, 360]) : [(size as { width: number }).width, (size as { height: number }).height];
  frame.style.width = `${w}px`;
  frame.style.height = `${h}px`;
}

/** The element tree as a clickable outline (click selects, as on the canvas). */
function render() {
  const outline = document.getElementById('outline')!;
  const item = (n: ElementNode, depth: number): HTMLElement => {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.elementId = n.id;
    const attributes = Object.entries(n.attributes).map(([name, value]) => ` [${name}=${value}]`).join('');
    button.textContent = `${n.type}${n.domId ? ` #${n.domId}` : ''}${n.text ? ` “${n.text}”` : ''}${n.styles.length ? ` .${n.styles.join('.')}` : ''}${attributes}`;
    button.setAttribute('aria-pressed', String(world.selected?.id === n.id));
    button.addEventListener('click', () => {
      world.select(n.id);
      render();
    });
    li.append(button);
    if (n.children.length) {
      const ul = document.createElement('ul');
      for (const c of n.children) ul.append(item(c, depth + 1));
      li.append(ul);
    }
    return li;
  };
  const ul = document.createElement('ul');
  ul.append(item(world.root, 0));
  outline.replaceChildren(ul);
  const log = document.getElementById('notices')!;
  log.replaceChildren(...world.notices.map((n) => Object.assign(document.createElement('li'), { textContent: `${n.type}: ${n.message}` })));
  document.getElementById('mode')!.textContent = world.mode;
  (document.getElementById('appearance') as HTMLSelectElement).value = world.theme;
}

document.getElementById('appearance')!.addEventListener('change', (event) => {
  world.setTheme((event.currentTarget as HTMLSelectElement).value as AppearanceSettings);
});

declare global {
  interface Window {
    __designer: {
      world: DesignerWorld;
      select(id: string | null): void;
      setMode(mode: DesignerWorld['mode']): void;
      setTheme(theme: AppearanceSettings): void;
      tree(): ElementNode;
      /** The owner deletes an element on the canvas (Delete key): no extension is told. */
      remove(id: string): Promise<void>;
      /** The owner puts an element on the canvas (a Button from the Add panel): its id. No extension is told. */
      add(parentId: string, type: ElementNode['type'], text?: string): Promise<string>;
    };
  }
}
window.__designer = {
  world,
  select: (id) => {
    world.select(id);
    render();
  },
  setMode: (mode) => {
    world.mode = mode;
    render();
  },
  setTheme: (theme) => {
    world.setTheme(theme);
    render();
  },
  tree: () => JSON.parse(JSON.stringify(world.root)),
  remove: async (id) => {
    const node = world.find(id);
    if (node) await elementProxy(world, node).remove();
    render();
    await saveCanvas();
  },
  add: async (parentId, type, text) => {
    const node = world.add(parentId, type, text);
    render();
    await saveCanvas();
    return node.id;
  },
};
resize('default');
render();
frame.src = `${config.extensionUrl}${config.extensionUrl.includes('?') ? '&' : '?'}designer=${encodeURIComponent(location.origin)}`;
