import type { WidgetType } from '@bookla/runtime/config';
import type { LoaderManifest } from './manifest';
import { noop, prefetch, type PrefetchConfig } from './prefetch';
import { resolveTarget, type WidgetTarget } from './target';

/** What `init*` returns: re-render with a merged config, or unmount. Never throws. */
export interface WidgetHandle {
  update(config: object): void;
  destroy(): void;
}

/** What each widget chunk exports (src/chunks/*.tsx). */
export interface WidgetChunk {
  mount(target: Element, config: object, initialData?: unknown, extras?: ExtraChunk[]): WidgetHandle;
}

/**
 * What a chunk requested for some configurations only exports (chunk 3 of the manifest: the dark and automatic colour
 * schemes; widgets' mount.tsx `MountExtra`): a change of the configuration before the widget sees it, and what
 * makes it change.
 */
export interface ExtraChunk {
  t(config: object): object;
  w?(changed: () => void): () => void;
}

/** The public API behind `window.BooklaWidgets`. */
export interface BooklaWidgets {
  version: string;
  initBookingWidget(target: WidgetTarget, config: object): WidgetHandle;
  initSubscriptionWidget(target: WidgetTarget, config: object): WidgetHandle;
  initGiftCardWidget(target: WidgetTarget, config: object): WidgetHandle;
  /** Opens the dialog of the popup or floating widget whose element has this id (nothing for another id). */
  open(id: string): void;
  /** Closes it. */
  close(id: string): void;
}

export interface LoaderEnv {
  /** URL of widget.js itself; chunk paths resolve against it (not against the host page). */
  base: string;
  manifest: LoaderManifest;
  /** `(url) => import(url)`; injected so tests can fail and retry loads. */
  load: (url: string) => Promise<unknown>;
  doc: Document;
  version: string;
}

const NOOP_HANDLE: WidgetHandle = { update: noop, destroy: noop };

/** Runs `fn` and logs instead of throwing: nothing the loader does may break the host page. */
function guard<T>(fn: () => T, fallback: T): T;
function guard(fn: () => unknown): void;
function guard(fn: () => unknown, fallback?: unknown): unknown {
  try {
    return fn();
  } catch (e) {
    console.error('Bookla:', e);
    return fallback;
  }
}

export function createWidgets(env: LoaderEnv): BooklaWidgets {
  const { manifest, load } = env;
  // Chunk `i`'s URL, relative to widget.js's own (never the host page's).
  const url = (i: number): string => new URL(`chunks/${manifest.f[i]}.js`, env.base).href;
  // Memoised per chunk and forgotten on failure, so a flaky network recovers on the next init call.
  const chunks: Promise<unknown>[] = [];
  // How often a chunk failed on this page: every try after a failure asks under `?r=<that count>`, a URL the page
  // has not tried. Older Chromium remembers a failed module fetch (the snippet's failed modulepreload too) and
  // fails the same import() again without a request; a chunk imports nothing by URL, so it loads under any
  // (build.mjs). One count for every chunk (a few bytes less than one each): a chunk first asked for after
  // another failed skips its modulepreload and downloads again.
  let failures = 0;
  const live = new WeakMap<Element, WidgetHandle>();

  // Chunk `i` of the manifest: a widget type's first paint or an extra (see `init`).
  const loadChunk = (i: number): Promise<unknown> =>
    (chunks[i] ??= load(url(i) + (failures ? '?r=' + failures : '')).catch((cause) => {
      delete chunks[i];
      failures++;
      throw Error(`Bookla: could not load ${url(i)}`, { cause });
    }));

  const init = (type: WidgetType, i: number, target: WidgetTarget, config: object): WidgetHandle => {
    const el = resolveTarget(target, env.doc);
    if (!el) return NOOP_HANDLE;
    // A second init on the same element replaces the first (a snippet installed twice, an SPA re-render).
    live.get(el)?.destroy();
    const cfg = (config && typeof config == 'object' ? config : {}) as PrefetchConfig;
    // A popup or floating widget (any embed mode but inline: the popup chunk reports one it does not know) mounts
    // the popup chunk (4) in its place, handed the widget's type and what mounts the widget inline in the dialog's
    // box: the popup calls it once the visitor shows intent, at idle after the page's load, or on opening, so only
    // then do the widget's chunks, its prefetch and the polyfill go out.
    const mode = cfg.embed?.mode;
    const pop = mode && mode != 'inline';
    const data = pop ? [type, (box: Element, inner: object) => init(type, i, box, inner)] : prefetch(type, cfg);
    let mounted: WidgetHandle | undefined;
    let dead = false;
    const pending: object[] = [];
    const handle: WidgetHandle = {
      update: (next) =>
        guard(() => dead || (mounted ? mounted.update(next) : pending.push(next))),
      destroy: () =>
        guard(() => {
          if (dead) return;
          dead = true;
          if (live.get(el) === handle) live.delete(el);
          mounted?.destroy();
        }),
    };
    live.set(el, handle);
    // Only a widget that uses Temporal, in a browser without it, pays for the polyfill. The runtime imports
    // it itself; this request just starts it in the same round trip as the chunks. Its failure is the
    // runtime's to report.
    // (`t[i]` is -1 or missing for a type without Temporal.)
    if (!pop && manifest.t[i]! >= 0 && !(window as { Temporal?: unknown }).Temporal) load(url(manifest.t[i]!)).catch(noop);
    // The request schemas (zod/mini, ~5.7 KB gz) are not requested here: every widget's first screen shows
    // without a validated request (booking's first day of times comes with the prefetch), so the widgets
    // import them when idle after it, or on the first request that needs them.
    // The browser's first Intl object loads its locale data (~12 ms on a desktop CPU, several times that on a
    // slow phone), and every widget formats dates or prices in its first render: paid here, while the chunk is
    // still on its way, it is no longer paid between the chunk's arrival and the first screen. Started
    // after this task (the requests go out first); a later widget's call costs next to nothing.
    setTimeout(() => Intl.DateTimeFormat().format());
    // The widget's chunk and, in the same round trip, the extras its configuration needs: the colour schemes' chunk
    // for any scheme but light (the chunk knows the schemes; one it does not know is left for the widget to report).
    const scheme = cfg.theme?.colorScheme;
    const needed = pop ? [4] : scheme && scheme != 'light' ? [i, 3] : [i];
    // A chunk that fails to arrive (a slow phone's connection dropping for a moment) is asked for again after
    // 2, 4, 8 and 16 s, then once more when the browser says it is back online: the visitor would otherwise
    // keep an empty box until they reload. The first failure is reported; a mount that throws is not retried.
    const start = (n: number): unknown =>
      dead ||
      Promise.all(needed.map(loadChunk))
        .then(
          ([chunk, ...x]) => {
            if (dead) return;
            mounted = (chunk as WidgetChunk).mount(el, cfg, data, x as ExtraChunk[]);
            for (const next of pending) mounted.update(next);
          },
          (e) => {
            n || console.error(e);
            n < 4 ? setTimeout(start, 2e3 << n, n + 1) : addEventListener('online', () => start(5), { once: true });
          },
        )
        .catch(console.error);
    start(0);
    return handle;
  };

  // Each type's first paint is chunk `i` of the manifest (`f` opens with them, in this order).
  const entry =
    (type: WidgetType, i: number) =>
    (target: WidgetTarget, config: object): WidgetHandle =>
      guard(() => init(type, i, target, config), NOOP_HANDLE);

  // A popup's handle takes `true` and `false` as an opening and a closing (the popup chunk's `update`), queued like
  // an update until the popup chunk has arrived; an inline widget's merges them as an empty change.
  const toggle =
    (open: boolean) =>
    (id: string): void =>
      guard(() => live.get(env.doc.getElementById(id)!)?.update(open as never));

  return {
    version: env.version,
    open: toggle(true),
    close: toggle(false),
    initBookingWidget: entry('booking', 0),
    initSubscriptionWidget: entry('subscription', 1),
    initGiftCardWidget: entry('giftcard', 2),
  };
}

/** One queued call, as the snippet's stub records it (runtime config/snippet.ts): the method name, then its arguments. */
export type QueuedCall = [method: string, ...args: unknown[]];

/**
 * Runs calls queued before widget.js arrived, each on its own: a bad one is logged and skipped so the
 * rest still run. Then makes later pushes run at once, for stubs that keep pushing after load.
 */
export function replayQueue(api: BooklaWidgets, holder: { q?: unknown }): void {
  const run = (call: unknown): void =>
    guard(() => {
      const [method, ...args] = call as QueuedCall;
      const fn = (api as unknown as Record<string, unknown>)[method];
      if (typeof fn != 'function') throw Error(`unknown call ${method}`);
      fn(...args);
    });
  const q = holder.q;
  if (Array.isArray(q)) q.forEach(run);
  holder.q = { push: run };
}
