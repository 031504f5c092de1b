import type { Plugin } from 'esbuild';
/** The esbuild plugin that puts a widget type's whole first paint in one chunk; `entryPath` is its entry, absolute. */
export function oneFirstPaintChunk(entryPath: string): Plugin;
/** The name each lazy step re-exports the entry's `mount` under; nobody imports it. */
export declare const FIRST_PAINT_MARKER: string;
