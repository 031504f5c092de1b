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
  const script = win.document.currentScript as HTMLScriptElement | null;
  const api = createWidgets({ base: script?.src || win.location.href, manifest, load, doc: win.document, version });
  Object.assign(holder, api);
  replayQueue(api, holder);
}
