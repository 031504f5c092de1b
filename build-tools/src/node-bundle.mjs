// One way to bundle a Node package of ours (the sandbox, the Webflow fake, the host service): entries bundled
// from source (our workspace packages through their '@bookla/source' condition), npm packages left to
// node_modules, code-split into dist/chunks, with source maps. Each package's build.mjs names only its entries.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Empties `<packageDir>/dist` and bundles `entries` (name → source path) into it. `external` lists the npm
 * packages to leave out when our own packages must be bundled in (default: every package stays external).
 */
export async function buildNodePackage(packageDir, entries, { external } = {}) {
  const dir = fileURLToPath(packageDir);
  rmSync(new URL('./dist', packageDir), { recursive: true, force: true });
  await build({
    entryPoints: entries,
    absWorkingDir: dir,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    ...(external ? { external } : { packages: 'external' }),
    conditions: ['@bookla/source'],
    sourcemap: true,
    logLevel: 'warning',
  });
  return Object.keys(entries).map((name) => `dist/${name}.js`);
}
