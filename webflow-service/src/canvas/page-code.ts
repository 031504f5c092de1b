// A page's applied scripts after a change of its Bookla widgets: Webflow replaces the whole list on every PUT,
// so the list is read, every entry of ours (the loader, in any version) is taken out, and one entry for the
// current loader carrying all of the page's widgets is put back; other scripts keep their place. A page without
// widgets keeps no Bookla entry.
import type { AppliedScript } from '../webflow/client';
import type { CanvasWidget } from '../db/repository';
import { snippetConfig } from '@bookla/runtime/config';
import { SRC_ATTRIBUTE, WIDGET_ATTRIBUTE } from './loader';

export interface LoaderRef {
  scriptId: string;
  version: string;
}

/** The attributes that carry a page's widgets, in element order (stable, so an unchanged page writes the same). */
export function widgetAttributes(widgets: CanvasWidget[], widgetScriptUrl: string): Record<string, string> {
  const attributes: Record<string, string> = { [SRC_ATTRIBUTE]: widgetScriptUrl };
  [...widgets]
    .sort((a, b) => a.elementId.localeCompare(b.elementId))
    .forEach((w, i) => {
      attributes[`${WIDGET_ATTRIBUTE}${i}`] = JSON.stringify({ e: w.elementId, c: snippetConfig(w.widgetType, w.config as never) });
    });
  return attributes;
}

/** An entry this service wrote: the loader's id, or (whatever id an older loader version had) our widget.js attribute. */
const isBooklaEntry = (s: AppliedScript, loader: LoaderRef) => s.id === loader.scriptId || s.attributes?.[SRC_ATTRIBUTE] !== undefined;

export function mergePageCode(current: AppliedScript[], loader: LoaderRef, widgets: CanvasWidget[], widgetScriptUrl: string): AppliedScript[] {
  const others = current.filter((s) => !isBooklaEntry(s, loader));
  if (!widgets.length) return others;
  return [...others, { id: loader.scriptId, version: loader.version, location: 'footer', attributes: widgetAttributes(widgets, widgetScriptUrl) }];
}
