/**
 * What the loader knows about the chunks at build time (injected with esbuild `define` as
 * `__BOOKLA_MANIFEST__`). Compact on purpose, since it ships inside widget.js: each chunk's name appears
 * once in `f`, and widgets refer to chunks by index.
 */
export interface LoaderManifest {
  /**
   * Chunk names: file `chunks/<name>.js` next to widget.js. The first three are the first paints (all of it,
   * importing no other chunk) of booking, subscription and gift card, the fourth the colour schemes' chunk, in that order (build.mjs's ENTRIES, which
   * checks it; widget.js's `init…Widget` take them by index).
   */
  f: string[];
  /**
   * By widget type, in the order of `f`'s first paints: the index into `f` of the Temporal polyfill chunk for the
   * types whose chunks (lazy ones included) use Temporal, -1 for the others (trailing ones left out). Only those
   * request it, and only when `globalThis.Temporal` is missing; the others (subscription, gift card) never
   * download it.
   */
  t: number[];
}
