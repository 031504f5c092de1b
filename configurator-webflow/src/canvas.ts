// Add to Canvas, Load from Canvas and Remove from Canvas, without UI: what the top bar's buttons run. The
// Designer API writes the element tree; only the host service can write the page's code (Webflow gives
// extensions no call for it).
import {
  DEFAULT_THEME,
  diffFromDefaults,
  ELEMENT_ID_PREFIX,
  generateSnippet,
  parseSnippet,
  valueRule,
  type Theme,
  type WidgetConfigByType,
  type WidgetType,
} from '@bookla/runtime/config';
import { publishedConfig, type ConfiguratorApi, type NoticeKind, type PreviewApi } from '@bookla/configurator';
import type { DesignerApi } from './designer';
import { authorizationEnded, ServiceError, withReason, type ServiceApi } from './service-api';
import type { HostSession } from './session';
import { TEXTS } from './texts';

export interface CanvasDeps {
  designer: DesignerApi;
  service: ServiceApi;
  /**
   * A valid session: the current one, or one renewed from a fresh Designer ID token when it has run out (the
   * site stays authorized, so the owner notices nothing); null when the owner must authorize again.
   */
  session(): Promise<HostSession | null>;
  /** The service refused the session (its keys changed, or it expired there first): a fresh one, or null. */
  renewSession(): Promise<HostSession | null>;
  /** Nothing renews: back to the Authorization view, saying why when the service did (its authorization ended). */
  onSessionRejected(reason?: string): void;
  /** widget.js the published page loads. */
  scriptUrl: string;
  /** The demo credentials and their API base: a widget published with demo data names that base. */
  api: Pick<PreviewApi, 'demo' | 'demoApiUrl' | 'liveApiUrl'>;
  notify(kind: NoticeKind, message: string): void;
}

type Outcome = 'done' | 'refused' | 'failed';

/** Writes need Design mode; in another mode Webflow refuses every write, so say why nothing happens. */
async function inDesignMode(d: CanvasDeps): Promise<boolean> {
  const ok = await d.designer.isMode('design').catch(() => false);
  if (!ok) d.notify('warning', TEXTS.notDesignMode);
  return ok;
}

/** 401: no valid session; 403: a session of another site (the Designer switched sites) or access withdrawn. */
const rejected = (error: unknown) => error instanceof ServiceError && (error.status === 401 || error.status === 403);

/**
 * Runs a service call with a valid session. Refused once (401 or 403), the session is renewed and the call made once
 * more; refused again, or with no session to be had, the owner goes back to Authorize ('refused', no toast). When
 * the service says the site's authorization has ended, no renewal can help: back to Authorize at once, with its
 * reason.
 */
async function withSession<T>(d: CanvasDeps, call: (sessionToken: string) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  const giveUp = (reason?: string) => {
    d.onSessionRejected(reason);
    return { ok: false } as const;
  };
  const first = await d.session();
  if (!first) return giveUp();
  try {
    return { ok: true, value: await call(first.sessionToken) };
  } catch (error) {
    if (authorizationEnded(error)) return giveUp(error.reason);
    if (!rejected(error)) throw error;
  }
  const renewed = await d.renewSession();
  if (!renewed) return giveUp();
  try {
    return { ok: true, value: await call(renewed.sessionToken) };
  } catch (error) {
    if (authorizationEnded(error)) return giveUp(error.reason);
    if (!rejected(error)) throw error;
    return giveUp();
  }
}

/** A theme value the widgets keep (the model's rule of the setting at `path`), else the default theme's. */
function themed<T>(theme: Partial<Theme> | undefined, ...path: string[]): T {
  const read = (from: unknown) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], from);
  const value = read(theme);
  return (valueRule(['theme', ...path])!.accepts(value) ? value : read(DEFAULT_THEME)) as T;
}

/**
 * The placeholder's look: the theme's background and corner radius, min height 300 px, centred flex, and a
 * 1 px border in the theme's border colour. Long-hand properties only: the Designer's style API accepted no
 * shorthands until 2026, and long-hands work in every version.
 */
export function placeholderProperties(theme: Partial<Theme> | undefined): Record<string, string> {
  const radius = `${themed<number>(theme, 'spacing', 'borderRadius')}px`;
  const border = themed<string>(theme, 'colors', 'border');
  const sides = ['top', 'right', 'bottom', 'left'];
  return {
    'background-color': themed(theme, 'colors', 'background'),
    color: themed(theme, 'colors', 'text'),
    'min-height': '300px',
    display: 'flex',
    'flex-direction': 'column',
    'align-items': 'center',
    'justify-content': 'center',
    'text-align': 'center',
    ...Object.fromEntries(['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((c) => [`border-${c}-radius`, radius])),
    ...Object.fromEntries(sides.flatMap((side) => [[`border-${side}-width`, '1px'], [`border-${side}-style`, 'solid'], [`border-${side}-color`, border]])),
  };
}

/**
 * Add to Canvas: the selected element (one that can hold children), or the placed widget's element around the
 * selection, becomes the widget's home. The script is registered first, so a failure there leaves the canvas as
 * it was; then the element's children are replaced by a placeholder that says to publish, and its DOM id becomes
 * the one the published script mounts into.
 */
export async function addToCanvas(d: CanvasDeps, type: WidgetType, config: WidgetConfigByType[WidgetType]): Promise<Outcome> {
  if (!(await inDesignMode(d))) return 'refused';
  const selected = await d.designer.getSelectedElement().catch(() => null);
  if (!selected) {
    d.notify('warning', TEXTS.selectToAdd);
    return 'refused';
  }
  let element: AnyElement = selected;
  try {
    // A selection inside a placed widget (its placeholder, what a click on the canvas selects) means that widget:
    // adding there replaces it, instead of nesting a second widget inside the first one's element.
    const around = await widgetAround(d, selected);
    if (!around.ok) return 'refused';
    element = around.holder ?? selected;
  } catch (error) {
    console.error('Bookla: Add to Canvas failed', error);
    d.notify('error', withReason(TEXTS.addFailed, error));
    return 'failed';
  }
  if (!element.children) {
    d.notify('warning', TEXTS.cannotHoldChildren);
    return 'refused';
  }
  if (element.type === 'Body') {
    d.notify('warning', TEXTS.bodySelected);
    return 'refused';
  }
  try {
    const elementId = element.id.element;
    const [site, page] = await Promise.all([d.designer.getSiteInfo(), d.designer.getCurrentPage()]);
    const published = publishedConfig(type, config as never, d.api);
    const sourceCode = generateSnippet(type, diffFromDefaults(type, published as never) as never, { scriptUrl: d.scriptUrl, elementId });
    const registered = await withSession(d, (token) => d.service.registerScript(token, site.siteId, { sourceCode, pageId: page.id, elementId }));
    if (!registered.ok) return 'refused';
    for (const child of await element.getChildren()) await child.remove();
    if (element.domId) await element.setDomId(`${ELEMENT_ID_PREFIX}${elementId}`);
    const block = await element.append(d.designer.elementPresets.DivBlock);
    const name = `bookla-placeholder-${elementId}`;
    const style = (await d.designer.getStyleByName(name)) ?? (await d.designer.createStyle(name));
    await style.setProperties(placeholderProperties((config as { theme?: Partial<Theme> }).theme) as never);
    if (block.styles) await block.setStyles([style]);
    if (block.children) {
      const heading = await block.append(d.designer.elementPresets.Heading);
      if (heading.textContent) await heading.setTextContent(TEXTS.placeholderHeading);
    }
    d.notify('success', TEXTS.added);
    // What the service's sanitizer did not keep is named, never lost in silence.
    if (registered.value.dropped.length) d.notify('warning', `${TEXTS.droppedSettings} ${registered.value.dropped.join(', ')}`);
    // Webflow asks apps never to publish on the owner's behalf: remind instead.
    d.notify('info', TEXTS.publishReminder);
    return 'done';
  } catch (error) {
    console.error('Bookla: Add to Canvas failed', error);
    d.notify('error', withReason(TEXTS.addFailed, error));
    return 'failed';
  }
}

/** How far below a widget's element a selection is looked for: the placeholder is two levels deep. */
const HOLDER_DEPTH = 4;

async function holds(element: AnyElement, id: string, depth: number): Promise<boolean> {
  if (depth === 0 || !element.children) return false;
  for (const child of await element.getChildren()) if (child.id.element === id || (await holds(child, id, depth - 1))) return true;
  return false;
}

/**
 * The element holding the widget the owner means: the selection when it holds one, else the widget's element
 * around it (`holder` null: no widget there). A click on the canvas selects the innermost element, and the
 * placeholder fills the widget's element, so the owner usually has its heading or block selected. The Designer
 * API cannot go up from an element: the page's widget elements come from the service and are searched down.
 * Not ok: no session (the owner is back at Authorize).
 */
async function widgetAround(d: CanvasDeps, selected: AnyElement): Promise<{ ok: false } | { ok: true; holder: AnyElement | null }> {
  const [site, page] = await Promise.all([d.designer.getSiteInfo(), d.designer.getCurrentPage()]);
  const listed = await withSession(d, (token) => d.service.pageWidgets(token, site.siteId, page.id));
  if (!listed.ok) return listed;
  const id = selected.id.element;
  if (listed.value.includes(id)) return { ok: true, holder: selected };
  if (listed.value.length) {
    const all = await d.designer.getAllElements();
    for (const holderId of listed.value) {
      const holder = all.find((e) => e.id.element === holderId);
      if (holder && (await holds(holder, id, HOLDER_DEPTH))) return { ok: true, holder };
    }
  }
  return { ok: true, holder: null };
}

/** The widget around the selection for Load and Remove, or null: none (the owner is told), or no session. */
async function selectedWidget(d: CanvasDeps, selected: AnyElement): Promise<AnyElement | null> {
  const around = await widgetAround(d, selected);
  if (!around.ok) return null;
  if (!around.holder) d.notify('error', TEXTS.notFound);
  return around.holder;
}

/**
 * The element whose widget Remove from Canvas would take off (the selection or the widget's element around
 * it), or null: the owner was told why.
 */
export async function elementToRemove(d: CanvasDeps): Promise<AnyElement | null> {
  if (!(await inDesignMode(d))) return null;
  const element = await d.designer.getSelectedElement().catch(() => null);
  if (!element) {
    d.notify('warning', TEXTS.selectToRemove);
    return null;
  }
  try {
    return await selectedWidget(d, element);
  } catch (error) {
    console.error('Bookla: Remove from Canvas failed', error);
    d.notify('error', withReason(TEXTS.removeFailed, error));
    return null;
  }
}

/**
 * Remove from Canvas (after the owner confirmed): the service forgets the element's widget and takes it out of
 * the page's code first, so a failure there leaves everything as it was; then the canvas is tidied: the
 * placeholder block (the one styled `bookla-placeholder-{id}`) goes and the element's DOM id `bookla-{id}` is
 * cleared. The element itself, and anything else the owner put in it since, stays.
 */
export async function removeFromCanvas(d: CanvasDeps, element: AnyElement): Promise<Outcome> {
  const elementId = element.id.element;
  try {
    const site = await d.designer.getSiteInfo();
    const removed = await withSession(d, (token) => d.service.removeScript(token, site.siteId, elementId));
    if (!removed.ok) return 'refused';
    if (!removed.value) {
      d.notify('error', TEXTS.notFound);
      return 'failed';
    }
  } catch (error) {
    console.error('Bookla: Remove from Canvas failed', error);
    d.notify('error', withReason(TEXTS.removeFailed, error));
    return 'failed';
  }
  // The published page will no longer start the widget; a canvas that cannot be tidied does not change that.
  try {
    if (element.children) {
      const placeholder = `bookla-placeholder-${elementId}`;
      for (const child of await element.getChildren()) {
        const styles = (child.styles && (await child.getStyles())) || [];
        const names = await Promise.all(styles.map((style) => style?.getName()));
        if (names.includes(placeholder)) await child.remove();
      }
    }
    if (element.domId && (await element.getDomId()) === `${ELEMENT_ID_PREFIX}${elementId}`) await element.setDomId('');
  } catch (error) {
    console.warn('Bookla: the placeholder could not be taken off the canvas', error);
  }
  d.notify('success', TEXTS.removed);
  d.notify('info', TEXTS.removeReminder);
  return 'done';
}

/**
 * Load from Canvas: the script stored for the selected element, parsed as data (never run) and applied in the
 * documented order through the configurator.
 */
export async function loadFromCanvas(d: CanvasDeps, api: Pick<ConfiguratorApi, 'applyImported'>): Promise<Outcome> {
  const element = await d.designer.getSelectedElement().catch(() => null);
  if (!element) {
    d.notify('warning', TEXTS.selectToLoad);
    return 'refused';
  }
  let script: string | null;
  try {
    const holder = await selectedWidget(d, element);
    if (!holder) return 'failed';
    const site = await d.designer.getSiteInfo();
    const loaded = await withSession(d, (token) => d.service.loadScript(token, site.siteId, holder.id.element));
    if (!loaded.ok) return 'refused';
    script = loaded.value;
  } catch (error) {
    console.error('Bookla: Load from Canvas failed', error);
    d.notify('error', withReason(TEXTS.loadFailed, error));
    return 'failed';
  }
  if (script === null) {
    d.notify('error', TEXTS.notFound);
    return 'failed';
  }
  const parsed = parseSnippet(script);
  if (!parsed.ok) {
    // Nothing is applied from a script that does not parse.
    console.error(`Bookla: the canvas script could not be read: ${parsed.error}`);
    d.notify('error', TEXTS.applyFailed);
    return 'failed';
  }
  try {
    const { warnings } = api.applyImported(parsed.type, parsed.config);
    if (warnings.length) console.warn('Bookla: settings dropped while loading from the canvas', warnings);
  } catch (error) {
    console.error('Bookla: applying the canvas configuration failed', error);
    d.notify('error', TEXTS.applyFailed);
    return 'failed';
  }
  d.notify('success', TEXTS.imported);
  return 'done';
}

