import type { BuildOptions } from 'esbuild';
export declare function appBuildOptions(options: { here: string; dist: string; define?: Record<string, string>; extra?: BuildOptions }): BuildOptions & { metafile: true };
export declare function mantineStyleProblems(build: { here: string; metafile: import('esbuild').Metafile; cssBundle: string }): string[];
export interface BuildParts {
  /** The output of src/main.tsx. */
  entry: string;
  /** The entry and every file it imports statically: what the first screen waits for. */
  initial: string[];
  /** The entry's static imports alone: what the page announces with it (modulepreload). */
  preloads: string[];
  /** The chunk holding `source` (a path ending) and what only it adds; throws when it is not a chunk of its own. */
  lazy(source: string, name: string): string[];
  /** Whether any of `files` holds code of the node_modules package `pkg`. */
  holds(files: string[], pkg: string): boolean;
}
export declare function buildParts(metafile: import('esbuild').Metafile): BuildParts;
/** What only the configurator's Theme and Config tabs use: it must stay out of an app's first screen. */
export declare const TAB_PACKAGES: readonly string[];
/** The files the Theme and Config tabs add; throws when a tab or one of TAB_PACKAGES is in the first screen. */
export declare function settingsTabFiles(parts: BuildParts): string[];
/** Rewrites an app build's `import()`s to fetch the chunk and what it needs first, so a failed chunk loads on a later try. */
export declare function probeLazyChunks(build: { here: string; metafile: import('esbuild').Metafile }): void;
