import type { WidgetType } from '@bookla/runtime/config';

/**
 * What the loader knows about the chunks at build time (injected with esbuild `define` as
 * `__BOOKLA_MANIFEST__`). Compact on purpose, since it ships inside widget.js: each chunk's name appears
 * once in `f`, and widgets refer to chunks by index.
 */
export interface LoaderManifest {
  /**
   * Chunk names: file `chunks/<name>.js` next to widget.js. The first three are the first paints (all of it,
   * importing no other chunk) of booking, subscription and gift card, in that order (build.mjs's ENTRIES, which
   * checks it; widget.js's `init…Widget` take them by index).
   */
  f: string[];
  /**
   * Index into `f` of the Temporal polyfill chunk, keyed by the widget types whose chunks (lazy ones
   * included) use Temporal: only those request it, and only when `globalThis.Temporal` is missing. The
   * others (subscription, gift card) never download it.
   */
  t: Partial<Record<WidgetType, number>>;
  /** Index into `f` of the colour schemes' chunk, requested beside a widget's for `theme.colorScheme` dark or auto. */
  s: number;
}

/** URL of chunk `i`, relative to widget.js's own URL (never the host page's). */
export const chunkUrl = (m: LoaderManifest, i: number, base: string): string =>
  new URL(`chunks/${m.f[i]}.js`, base).href;
