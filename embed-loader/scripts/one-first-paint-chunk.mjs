// An esbuild plugin for one widget type's build (build.mjs; the lazy-chunks guard rail builds with it too): the
// widget's whole first paint lands in one chunk, with a few-byte entry file in front of it (which build.mjs then
// replaces by the chunk itself under a stable name, nameFirstPaintChunk).
//
// esbuild puts code reached by several entry points (a lazy `import()` is one) into a chunk per set of entries
// reaching it: code only the first screen needs stays in the entry file, code it shares with a lazy step goes
// into a shared chunk, and the first paint is two real files. Measured: one file gzips 1.1 KB (booking) and
// 0.8 KB (subscription, gift card) smaller than the same code in two, whose gzip windows and minified names
// each start from nothing. So each lazy step the widget imports (`import()` from widget code) is loaded
// through a module that re-exports the step and also re-exports the entry's `mount` under a name nobody
// uses: every module of the first paint is then reached by the entry and by every lazy step, and esbuild
// gives them all one chunk. Nothing runs differently: the lazy chunk imports one more binding from a chunk
// already loaded.

import { dirname } from 'node:path';

const NAMESPACE = 'bookla-lazy-step';

/** The name each lazy step re-exports the entry's `mount` under: nobody imports it (build.mjs drops it when it links the chunks). */
export const FIRST_PAINT_MARKER = '__bookla_first_paint';

/** The plugin for the build whose single entry is `entryPath` (absolute). */
export function oneFirstPaintChunk(entryPath) {
  return {
    name: 'one-first-paint-chunk',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || !/[\\/]widgets[\\/]src[\\/]/.test(args.importer) || args.pluginData === NAMESPACE) return undefined;
        const real = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: 'dynamic-import', pluginData: NAMESPACE });
        if (real.errors.length) return { errors: real.errors };
        return { path: real.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};\nexport { mount as ${FIRST_PAINT_MARKER} } from ${JSON.stringify(entryPath)};\n`,
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
