// The esbuild options both configurator apps (configurator-web, configurator-webflow) build with: a minified
// ES2022 browser bundle of src/main.tsx into dist/assets, our packages from source, Mantine's CSS as files,
// React in production mode. Each app adds its own defines (the URLs baked in) and output names.
import { join } from 'node:path';

/** The options; `define` adds to the production define, `extra` overrides or adds any other option. */
export function appBuildOptions({ here, dist, define = {}, extra = {} }) {
  return {
    absWorkingDir: here,
    entryPoints: { app: 'src/main.tsx' },
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@bookla/source'],
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    ...extra,
  };
}
