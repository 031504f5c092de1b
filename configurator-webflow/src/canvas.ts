// Add to Canvas, Load from Canvas and Remove from Canvas, without UI: what the top bar's buttons run. The
// Designer API writes the element tree; only the host service can write the page's code (Webflow gives
// extensions no call for it).
import { DEFAULT_THEME, ELEMENT_ID_PREFIX, embedMode, parseSnippet, valueRule, type Theme, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import type { ConfiguratorApi } from '@bookla/configurator';
import { addDialogWidget, isDialogHost, tidyDialogWidget } from './canvas-dialog';
import { inDesignMode, inDialog, registerWidget, reportAdded, widgetAround, withSession, type CanvasDeps, type Outcome } from './canvas-widgets';
import { withReason } from './service-api';
import { TEXTS } from './texts';

export type { CanvasDeps } from './canvas-widgets';

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
 * Add to Canvas, by the configuration's embed mode: popup and floating widgets get a host of their own
 * (canvas-dialog.ts); an inline widget fills the selected element (one that can hold children), or the placed
 * widget's element around the selection. The script is registered first, so a failure there leaves the canvas as it
 * was; then the element's children are replaced by a placeholder that says to publish, and its DOM id becomes the
 * one the published script mounts into.
 */
export async function addToCanvas(d: CanvasDeps, type: WidgetType, config: WidgetConfigByType[WidgetType]): Promise<Outcome> {
  const mode = embedMode(config);
  if (mode !== 'inline') return addDialogWidget(d, type, config, mode);
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
    // A popup's button or a dialog's host is no place for an inline widget: it would replace the button's content.
    if (around.widget && inDialog(around.widget.mode)) {
      d.notify('warning', TEXTS.dialogSelected);
      return 'refused';
    }
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
    const registered = await registerWidget(d, type, config, elementId);
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
    return reportAdded(d, TEXTS.added, registered.value.dropped);
  } catch (error) {
    console.error('Bookla: Add to Canvas failed', error);
    d.notify('error', withReason(TEXTS.addFailed, error));
    return 'failed';
  }
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
 * the page's code first, so a failure there leaves everything as it was; then the canvas is tidied. An inline
 * widget's placeholder block (the one styled `bookla-placeholder-{id}`) goes and the element's DOM id `bookla-{id}`
 * is cleared; the element itself, and anything else the owner put in it since, stays. A popup's or launcher's host
 * goes, and the opener attribute comes off the owner's buttons and links, which stay.
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
    if (await isDialogHost(element)) {
      await tidyDialogWidget(d, element);
    } else {
      if (element.children) {
        const placeholder = `bookla-placeholder-${elementId}`;
        for (const child of await element.getChildren()) {
          const styles = (child.styles && (await child.getStyles())) || [];
          const names = await Promise.all(styles.map((style) => style?.getName()));
          if (names.includes(placeholder)) await child.remove();
        }
      }
      if (element.domId && (await element.getDomId()) === `${ELEMENT_ID_PREFIX}${elementId}`) await element.setDomId('');
    }
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

