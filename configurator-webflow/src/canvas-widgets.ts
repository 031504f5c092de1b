// What Add, Load and Remove from Canvas share, whatever the widget's embed mode: the dependencies, the Design-mode
// check, service calls with a session that renews once, and finding the widget the owner means from the selection.
import { diffFromDefaults, ELEMENT_ID_PREFIX, type EmbedMode, generateSnippet, OPENER_ATTRIBUTE, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { publishedConfig, type NoticeKind, type PreviewApi } from '@bookla/configurator';
import type { DesignerApi } from './designer';
import { authorizationEnded, ServiceError, type PageWidget, type ServiceApi } from './service-api';
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

export type Outcome = 'done' | 'refused' | 'failed';

/** Writes need Design mode; in another mode Webflow refuses every write, so say why nothing happens. */
export async function inDesignMode(d: CanvasDeps): Promise<boolean> {
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
export async function withSession<T>(d: CanvasDeps, call: (sessionToken: string) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
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

/**
 * Has the service store the widget of `elementId` (replacing an earlier one) and write it into the page's code: the
 * configuration as published (demo credentials name the demo API), only its differences from the defaults. Answers
 * the settings the service did not keep; not ok when there is no session.
 */
export async function registerWidget(d: CanvasDeps, type: WidgetType, config: WidgetConfigByType[WidgetType], elementId: string) {
  const [site, page] = await Promise.all([d.designer.getSiteInfo(), d.designer.getCurrentPage()]);
  const published = publishedConfig(type, config as never, d.api);
  const sourceCode = generateSnippet(type, diffFromDefaults(type, published as never) as never, { scriptUrl: d.scriptUrl, elementId });
  return withSession(d, (token) => d.service.registerScript(token, site.siteId, { sourceCode, pageId: page.id, elementId }));
}

/** After an add: the success, the settings the service did not keep (named, never lost in silence), the reminder. */
export function reportAdded(d: CanvasDeps, added: string, dropped: string[]): 'done' {
  d.notify('success', added);
  if (dropped.length) d.notify('warning', `${TEXTS.droppedSettings} ${dropped.join(', ')}`);
  // Webflow asks apps never to publish on the owner's behalf: remind instead.
  d.notify('info', TEXTS.publishReminder);
  return 'done';
}

/** A widget shown in a dialog: its element is a host this extension added, not an element of the owner's. */
export const inDialog = (mode: EmbedMode) => mode !== 'inline';

/** The current page's widgets (elements and embed modes), from the service: not ok when there is no session. */
export async function listPageWidgets(d: CanvasDeps): Promise<{ ok: false } | { ok: true; value: PageWidget[] }> {
  const [site, page] = await Promise.all([d.designer.getSiteInfo(), d.designer.getCurrentPage()]);
  return withSession(d, (token) => d.service.pageWidgets(token, site.siteId, page.id));
}

/**
 * The popup or floating widget a selected opener opens: the element id its opener attribute names
 * (`bookla-{id}`), when that is one of the page's dialog widgets; else null (no attribute, or one naming a widget
 * removed since).
 */
export async function openedWidget(selected: AnyElement, widgets: PageWidget[]): Promise<PageWidget | null> {
  if (!selected.customAttributes) return null;
  const value = await selected.getCustomAttribute(OPENER_ATTRIBUTE);
  if (!value?.startsWith(ELEMENT_ID_PREFIX)) return null;
  const id = value.slice(ELEMENT_ID_PREFIX.length);
  return widgets.find((w) => w.elementId === id && inDialog(w.mode)) ?? null;
}

/** How far below a widget's element a selection is looked for: the placeholder is two levels deep. */
const HOLDER_DEPTH = 4;

async function holds(element: AnyElement, id: string, depth: number): Promise<boolean> {
  if (depth === 0 || !element.children) return false;
  for (const child of await element.getChildren()) if (child.id.element === id || (await holds(child, id, depth - 1))) return true;
  return false;
}

export type Around = { ok: false } | { ok: true; holder: AnyElement | null; widget: PageWidget | null; widgets: PageWidget[] };

/**
 * The element holding the widget the owner means, and that widget: the selection when it holds one; the host of the
 * popup a selected button opens; else the inline widget's element around the selection (`holder` null: no widget
 * there). A click on the canvas selects the innermost element, and the placeholder fills the widget's element, so
 * the owner usually has its heading or block selected. The Designer API cannot go up from an element: the page's
 * widget elements come from the service and are searched down. Not ok: no session (the owner is back at
 * Authorize).
 */
export async function widgetAround(d: CanvasDeps, selected: AnyElement): Promise<Around> {
  const listed = await listPageWidgets(d);
  if (!listed.ok) return listed;
  const widgets = listed.value;
  const id = selected.id.element;
  const own = widgets.find((w) => w.elementId === id);
  if (own) return { ok: true, holder: selected, widget: own, widgets };
  const opened = await openedWidget(selected, widgets);
  const none = { ok: true, holder: null, widget: null, widgets } as const;
  if (!opened && !widgets.some((w) => !inDialog(w.mode))) return none;
  const all = await d.designer.getAllElements();
  if (opened) {
    const host = all.find((e) => e.id.element === opened.elementId);
    return host ? { ok: true, holder: host, widget: opened, widgets } : none;
  }
  for (const widget of widgets) {
    if (inDialog(widget.mode)) continue;
    const holder = all.find((e) => e.id.element === widget.elementId);
    if (holder && (await holds(holder, id, HOLDER_DEPTH))) return { ok: true, holder, widget, widgets };
  }
  return none;
}
