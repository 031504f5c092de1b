// Add to Canvas in the popup and floating modes, and tidying such a widget off the canvas. The widget lives in a
// dialog inside its host's Shadow DOM, so its host is an empty Div Block this extension adds at the end of the page
// (zero height: nothing of the page's layout moves), marked with HOST_ATTRIBUTE and given the DOM id
// `bookla-{its element id}` the published loader starts the widget in, as it does an inline widget's element. A
// popup's opener is the owner's own button or link, kept as it is but for the opener attribute naming the host; the
// floating mode's launcher is drawn by widget.js from the host.
import { ELEMENT_ID_PREFIX, OPENER_ATTRIBUTE, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { inDesignMode, inDialog, listPageWidgets, openedWidget, registerWidget, reportAdded, type CanvasDeps, type Outcome } from './canvas-widgets';
import { withReason } from './service-api';
import { TEXTS } from './texts';

/** Marks the hosts this extension added: Remove from Canvas deletes an element only when it carries this. */
export const HOST_ATTRIBUTE = 'data-bookla-host';

/** Webflow's Button, Link Block and Text Link are all Link elements: what a visitor clicks, and can be given the attribute. */
const canOpen = (el: AnyElement) => el.type === 'Link' && el.customAttributes;

/**
 * Add to Canvas for a widget shown in a dialog. Popup: the selected button or link becomes the opener; floating: the
 * page gets the launcher's host. Adding again with the popup's button (or the host) selected updates that widget
 * instead of adding a second one. The host is added first, since the service stores a widget by its element; when
 * the service refuses or fails, the new host is taken off again and the owner's element is left as it was.
 */
export async function addDialogWidget(d: CanvasDeps, type: WidgetType, config: WidgetConfigByType[WidgetType], mode: 'popup' | 'floating'): Promise<Outcome> {
  if (!(await inDesignMode(d))) return 'refused';
  const selected = await d.designer.getSelectedElement().catch(() => null);
  if (mode === 'popup' && !selected) {
    d.notify('warning', TEXTS.selectOpener);
    return 'refused';
  }
  if (mode === 'popup' && !canOpen(selected!)) {
    d.notify('warning', TEXTS.notAnOpener);
    return 'refused';
  }
  const failed = (error: unknown): 'failed' => {
    console.error('Bookla: Add to Canvas failed', error);
    d.notify('error', withReason(TEXTS.addFailed, error));
    return 'failed';
  };
  let host: AnyElement | null = null;
  let created = false;
  try {
    const listed = await listPageWidgets(d);
    if (!listed.ok) return 'refused';
    const widgets = listed.value;
    const existing = selected && (widgets.find((w) => w.elementId === selected.id.element && inDialog(w.mode)) ?? (await openedWidget(selected, widgets)));
    if (existing) host = (await d.designer.getAllElements()).find((e) => e.id.element === existing.elementId) ?? null;
    if (!host) {
      const root = await d.designer.getRootElement();
      if (!root?.children) throw new Error('the page has no Body to add the widget\u2019s host to');
      host = await root.append(d.designer.elementPresets.DivBlock);
      created = true;
    }
  } catch (error) {
    return failed(error);
  }
  const hostId = host.id.element;
  let stored = false;
  // A host added for a widget that could not be placed is taken off again (and forgotten by the service if it was
  // stored): a retry adds a fresh one, and nothing is left that no opener or record explains.
  const undo = async () => {
    if (!created) return;
    try {
      const session = stored ? await d.session() : null;
      if (session) await d.service.removeScript(session.sessionToken, (await d.designer.getSiteInfo()).siteId, hostId);
    } catch (error) {
      console.warn('Bookla: the widget of a host that could not be placed stays stored', error);
    }
    await host.remove().catch((error: unknown) => console.warn('Bookla: the widget\u2019s host could not be taken off the canvas', error));
  };
  try {
    const registered = await registerWidget(d, type, config, hostId);
    if (!registered.ok) {
      await undo();
      return 'refused';
    }
    stored = true;
    if (host.domId) await host.setDomId(`${ELEMENT_ID_PREFIX}${hostId}`);
    if (host.customAttributes) await host.setCustomAttribute(HOST_ATTRIBUTE, 'dialog');
    if (mode === 'popup' && selected!.customAttributes) await selected!.setCustomAttribute(OPENER_ATTRIBUTE, `${ELEMENT_ID_PREFIX}${hostId}`);
    return reportAdded(d, mode === 'popup' ? TEXTS.popupAdded : TEXTS.floatingAdded, registered.value.dropped);
  } catch (error) {
    await undo();
    return failed(error);
  }
}

/** Whether `element` is a host this extension added for a popup or floating widget. */
export async function isDialogHost(element: AnyElement): Promise<boolean> {
  return element.customAttributes ? (await element.getCustomAttribute(HOST_ATTRIBUTE)) !== null : false;
}

/**
 * Once the service has forgotten a popup or floating widget: every opener attribute naming its host comes off (the
 * owner's buttons and links stay, as they were before), then the host, which this extension added.
 */
export async function tidyDialogWidget(d: CanvasDeps, host: AnyElement): Promise<void> {
  const named = `${ELEMENT_ID_PREFIX}${host.id.element}`;
  for (const element of await d.designer.getAllElements()) {
    if (element.customAttributes && (await element.getCustomAttribute(OPENER_ATTRIBUTE)) === named) await element.removeCustomAttribute(OPENER_ATTRIBUTE);
  }
  await host.remove();
}
