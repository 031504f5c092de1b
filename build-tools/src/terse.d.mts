export declare const TERSER_OPTIONS: Readonly<Record<string, unknown>>;
export declare function terse(code: string, options: { module: boolean }): Promise<string>;
