export declare const PREACT_ALIAS: Record<string, string>;
export declare const VITEST_PREACT_ALIAS: { find: RegExp; replacement: string }[];
