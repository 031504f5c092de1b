import type { BuildOptions } from 'esbuild';
export declare function appBuildOptions(options: { here: string; dist: string; define?: Record<string, string>; extra?: BuildOptions }): BuildOptions & { metafile: true };
export declare function mantineStyleProblems(build: { here: string; metafile: import('esbuild').Metafile; cssBundle: string }): string[];
