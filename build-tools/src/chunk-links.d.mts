/** A module's own top-level bindings and what its code does with them (nested scopes' same names left out). */
export declare function moduleBindings(ast: unknown): {
  bindings: Map<string, { reads: number; writes: number; inits: number; kind: string }>;
  topLevelAwait: boolean;
};
/** `count` identifier names that appear nowhere in `code`, shortest first. */
export declare function unusedNames(code: string, count: number): string[];
/** Links an entry chunk and its lazy chunks through `globalThis[key]` instead of static imports; throws on unexpected forms. */
export declare function linkThroughRegistry(chunks: {
  entry: { file: string; code: string };
  lazy: { file: string; code: string }[];
  key: string;
  drop?: string[];
}): { entry: string; lazy: string[] };
/** Copies a shared chunk of declarations into each importer (in a function of its own); returns their new code. */
export declare function inlineSharedChunk(chunks: { shared: { file: string; code: string }; into: { file: string; code: string }[] }): string[];
/** Routes every `import("./…")` of a chunk through a helper that asks under `?r=<n>` once a URL failed. */
export declare function retryImports(code: string, file: string): string;
/** Routes every `import("./…")` of a chunk through a helper that fetches it and `needs(specifier)` first. */
export declare function probeImports(code: string, file: string, needs: (specifier: string) => string[]): string;
