// The second minify pass over everything visitors download (embed-loader/build.mjs). esbuild bundles and
// minifies fast; terser then squeezes what esbuild leaves: measured −2.3% gzip on the big chunks.
// runtime/scripts/size.mjs runs the same pass, from here, so both measure what ships.
import { readFileSync } from 'node:fs';
import { minify } from 'terser';

/**
 * terser options (build-tools/terser.json), measured on the built chunks (gzip -9). Kept: `passes: 3` (a few
 * bytes over 2, none from 4). Left out on purpose: `unsafe_arrows` (−50 B, but turns `function` into arrows that cannot be `new`ed),
 * `pure_getters` (−9 B, but zod's schemas are getters with effects), `keep_fargs: false` (−6 B, changes
 * `fn.length`). No source map: none is shipped.
 */
export const TERSER_OPTIONS = JSON.parse(readFileSync(new URL('../terser.json', import.meta.url), 'utf8'));

/**
 * Minifies one file again. `module`: an ES-module chunk (top-level names may be mangled; import and
 * export names are kept, since chunks import each other by name); otherwise a classic script (widget.js).
 */
export async function terse(code, { module }) {
  // A fresh copy each call: terser writes `module`'s implied `toplevel` into the nested `compress` object it
  // is given, which would then unwrap widget.js's IIFE and leak its names into the page.
  const out = await minify(code, { ...structuredClone(TERSER_OPTIONS), module, sourceMap: false });
  if (out.code === undefined) throw new Error('terser returned no code');
  return out.code;
}
