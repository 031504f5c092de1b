import type { LoaderManifest } from './manifest';
import { createWidgets, replayQueue, type BooklaWidgets, type LoaderEnv } from './widgets';

/** `window.BooklaWidgets` before and after install: the snippet's stub, then the real API on it. */
export type BooklaGlobal = Partial<BooklaWidgets> & { q?: unknown };

/**
 * Installs `window.BooklaWidgets` once and replays what the snippet queued. A second copy of widget.js
 * finds the installed API (it has a `version`) and does nothing.
 */
export function install(
  win: Window & { BooklaWidgets?: BooklaGlobal },
  manifest: LoaderManifest,
  version: string,
  load: LoaderEnv['load'] = (url) => import(/* @vite-ignore */ url),
): void {
  // The snippet's stub is upgraded in place, so code holding a reference to it keeps working.
  const holder = (win.BooklaWidgets ||= {});
  if (holder.version) return;
  const doc = win.document;
  const script = doc.currentScript as HTMLScriptElement | null;
  const base = script?.src || win.location.href;
  const api = createWidgets({ base, manifest, load, doc, version });
  Object.assign(holder, api);
  replayQueue(api, holder);
}
